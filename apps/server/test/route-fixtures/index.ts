import { backOfficeFixtures } from './back-office.ts';
import { backOfficeCommunicationFixtures } from './back-office-communication.ts';
import { backOfficeMoneyFixtures } from './back-office-money.ts';
import { backOfficePeopleFixtures } from './back-office-people.ts';
import { backOfficeTodayFixtures } from './back-office-today.ts';
import { catalogueFixtures } from './catalogue.ts';
import { leisureFixtures } from './leisure.ts';
import { networkFixtures } from './network.ts';
import { paymentFixtures } from './payments.ts';
import { planFixtures } from './plans.ts';
import { procedureFixtures } from './procedures.ts';
import { profileFixtures } from './profile.ts';
import { roomFixtures } from './rooms.ts';
import { sessionFixtures } from './session.ts';
import { subscriptionFixtures } from './subscriptions.ts';
import type { RouteFixture } from './types.ts';

export { DEMO_PRODUCT, VALID_CARD } from './demo.ts';
export type { RouteFixture, Victim } from './types.ts';

/** Every API route's fixture, one file per feature (see types.ts for what a fixture holds). */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  ...sessionFixtures,
  ...profileFixtures,
  ...paymentFixtures,
  ...planFixtures,
  ...networkFixtures,
  ...roomFixtures,
  ...catalogueFixtures,
  ...leisureFixtures,
  ...subscriptionFixtures,
  ...procedureFixtures,
  ...backOfficeFixtures,
  ...backOfficeCommunicationFixtures,
  ...backOfficePeopleFixtures,
  ...backOfficeMoneyFixtures,
  ...backOfficeTodayFixtures,
};
