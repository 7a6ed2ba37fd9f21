import type { AppDeps } from '../../platform/deps.ts';

/**
 * Runs a card payment and, if it fails after the acquirer approved (the transaction did not
 * commit, whatever the reason), voids the charge: a customer is never charged for a payment
 * the database does not hold.
 */
export async function voidIfNotRecorded<T>(
  deps: AppDeps,
  run: (onCharged: (reference: string) => void) => Promise<T>,
): Promise<T> {
  let charged: string | null = null;
  try {
    return await run((reference) => {
      charged = reference;
    });
  } catch (error) {
    if (charged) await deps.paymentGateway.voidCharge(charged);
    throw error;
  }
}
