import { HOTEL_ROUTE } from '@vo/domain/benefits/benefit-config';
import { COMPANY_BRANDS } from '@vo/domain/config';

/**
 * Spec §2 /carnet-{brand} and /acreditacion-{brand}/payme: one route per brand (React Router cannot match
 * part of a segment), the brand read back from the address by the page.
 */
const BRANDS = Object.values(COMPANY_BRANDS);
const CARD_PREFIX = '/carnet-';
const FEE_PREFIX = '/acreditacion-';

export const cardRoutePaths = () => BRANDS.map((brand) => `${CARD_PREFIX}${brand}`);
export const cardFeeRoutePaths = () => BRANDS.map((brand) => `${FEE_PREFIX}${brand}/payme`);
export const cardPath = (brand: string) => `${CARD_PREFIX}${brand}`;
export const cardFeePath = (brand: string, productId: number) => `${FEE_PREFIX}${brand}/payme?idProducto=${productId}`;
/** The menu opens the leisure park's card: memberships are of the park; the page links the holder's other cards. */
export const DEFAULT_CARD_PATH = cardPath(COMPANY_BRANDS[12]!);

/** The brand of a /carnet-{brand} or /acreditacion-{brand}/payme address. */
export function brandOfPath(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  return segment.slice(segment.indexOf('-') + 1).toLowerCase();
}

export const TRAVEL_BENEFITS_PATH = '/beneficios-travel';
export const TRAVEL_BENEFIT_PAY_PATH = '/beneficios-travel/pagar';
export const hotelPath = (membershipId: number) => `/${HOTEL_ROUTE}/${membershipId}`;
export const HOTEL_ROUTE_PATH = `/${HOTEL_ROUTE}/:idMembresia`;
