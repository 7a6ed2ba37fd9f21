/** What the bank posts to our webhook when a QR is paid. */
export interface QrNotification {
  referencia: string;
  monto: string;
  transaccion: string;
}

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
}
