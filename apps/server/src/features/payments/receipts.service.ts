import type { PdfFile } from '@vo/domain/wire';
import { receiptFile } from '../../adapters/pdf/receipt-file.ts';
import { SandboxQrBank } from '../../adapters/qr-bank/sandbox-qr-bank.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { findPendingQrByReference, receiptOf } from './payments.repo.ts';
import { findRefundByReference } from './refunds.repo.ts';

/** GET /pagos/recibo: the payment's receipt as a PDF (drawn from what its payment wrote), for its owner only. */
export async function receiptPdf(deps: AppDeps, session: SessionContext, paymentId: number): Promise<PdfFile> {
  const receipt = await receiptOf(deps.db, session.userId, paymentId);
  if (!receipt) throw new AppError('payments.notFound');
  return {
    fileName: `recibo-${receipt.number}.pdf`,
    base64: Buffer.from(await receiptFile(receipt)).toString('base64'),
  };
}

/** POST /ops/sandbox/qr/pagar: the sandbox bank pays a pending QR in full and notifies the webhook; answers its transaction. */
export async function sandboxPayQr(deps: AppDeps, reference: string): Promise<string> {
  if (!(deps.qrBank instanceof SandboxQrBank)) throw new AppError('platform.forbidden');
  const payment = await findPendingQrByReference(deps.db, reference);
  if (!payment) throw new AppError('payments.notFound');
  const notification = await deps.qrBank.pay(reference, payment.amountCents);
  return notification.transaccion;
}

/** POST /ops/sandbox/qr/devolucion/confirmar: the sandbox bank confirms an owed refund's transfer back; answers its id. */
export async function sandboxConfirmTransfer(deps: AppDeps, reference: string): Promise<string> {
  if (!(deps.qrBank instanceof SandboxQrBank)) throw new AppError('platform.forbidden');
  const refund = await findRefundByReference(deps.db, reference);
  if (refund?.state !== 'owed') throw new AppError('payments.notFound');
  const notification = await deps.qrBank.confirmTransfer(reference, refund.amountCents);
  return notification.transaccion;
}
