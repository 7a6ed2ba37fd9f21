import { COMPANY_BRANDS } from '@vo/domain/config';
import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import { qrAccepted } from '@vo/domain/payments/qr.rules';
import { suggestedPayment } from '@vo/domain/products/instalments.rules';
import type { DebtSummary, ProductStanding } from '@vo/domain/products/products.wire';
import type { OwnProduct } from './product-accounts.repo.ts';

/** What a customer is told of a product and its debt: its brand, the amount offered first, whether QR pays it. */
export function productStanding(
  product: OwnProduct,
  debt: DebtSummary,
  flags: FeatureFlags,
  companiesWithoutQr: readonly number[],
): ProductStanding {
  return {
    product,
    brand: COMPANY_BRANDS[product.companyId] ?? 'oficina',
    debt,
    suggestedCents: suggestedPayment(debt),
    qrAvailable: qrAccepted(product.companyId, flags, companiesWithoutQr),
  };
}
