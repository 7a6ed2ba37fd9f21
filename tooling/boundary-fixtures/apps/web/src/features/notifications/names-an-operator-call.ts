// Fixture of tooling/boundaries.test.ts: line 3 puts an operator call in the browser, line 4 is the portal's own.

import { notificationOpsEndpoints } from '@vo/domain/notifications/notifications-ops.endpoints';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';

export const used = [notificationOpsEndpoints, notificationEndpoints];
