/** What the bank posts to our webhook when a QR is paid. */
export interface QrNotification {
  referencia: string;
  monto: string;
  transaccion: string;
}

/**
 * What the bank posts to our transfer webhook when a transfer back (a refund of a QR payment) has reached the
 * customer's account: `referencia` is our refund's, `transaccion` the bank's id of the transfer.
 */
export type QrTransferNotification = QrNotification;

export type TransferBackOutcome =
  | { outcome: 'accepted'; transferId: string }
  | { outcome: 'refused'; reason: string }
  /** No answer in time: asked again under the same reference, the bank answers what it did. */
  | { outcome: 'timeout' };

/** The QR bank (ARCHITECTURE §8): it generates a payable code and later confirms through our webhook. */
export interface QrBank {
  /** The text to draw as a QR, or null when the bank could not generate it. */
  createCharge(input: {
    reference: string;
    amountCents: bigint;
    currency: string;
    expiresAt: Date;
  }): Promise<string | null>;
  /** Whether a webhook call really comes from the bank. */
  verify(notification: QrNotification, signature: string | undefined): boolean;
  /**
   * Sends `amountCents` back to the account that paid the transfer `bankTransactionId`, under our `reference`
   * (idempotent on it, docs/decisions/0043). Accepted is not done: the bank confirms the transfer later through
   * the transfer webhook, and until then the money is owed to the customer.
   */
  transferBack(input: {
    reference: string;
    bankTransactionId: string;
    amountCents: bigint;
    currency: string;
  }): Promise<TransferBackOutcome>;
  /** Whether a transfer webhook call really comes from the bank (signed apart from the payments' webhook). */
  verifyTransfer(notification: QrTransferNotification, signature: string | undefined): boolean;
}
