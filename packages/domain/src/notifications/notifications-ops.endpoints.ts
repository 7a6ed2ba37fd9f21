import { defineEndpoint } from '../endpoint.ts';
import { noticeSentAnswer, operatorNoticeRequest } from './notifications.wire.ts';

/**
 * The operator's notify and promo (`npm run ops`). Apart from the portal's calls so that the web never
 * imports them: an operator path is not published to browsers (docs/decisions/0020).
 */
export const notificationOpsEndpoints = {
  notify: defineEndpoint({ method: 'POST', path: 'ops/notify', body: operatorNoticeRequest, answer: noticeSentAnswer }),
  promote: defineEndpoint({ method: 'POST', path: 'ops/promo', body: operatorNoticeRequest, answer: noticeSentAnswer }),
};
