import { SUBSCRIPTION_BRANDS } from '@vo/domain/subscriptions/subscription-config';

/**
 * Spec §2 /suscripcion-{brand}, behind the international-membership flag: one route per brand that has a
 * subscription (React Router cannot match part of a segment), the brand read back from the address.
 */
const PREFIX = '/suscripcion-';

export const subscriptionRoutePaths = () => SUBSCRIPTION_BRANDS.map((brand) => `${PREFIX}${brand}`);
export const subscriptionPath = (brand: string) => `${PREFIX}${brand}`;
/** The menu opens the international membership's subscription: the travel brand. */
export const DEFAULT_SUBSCRIPTION_PATH = subscriptionPath(SUBSCRIPTION_BRANDS[0]);

/** The brand of a /suscripcion-{brand} address. */
export function subscriptionBrandOf(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  return segment.slice(PREFIX.length - 1).toLowerCase();
}
