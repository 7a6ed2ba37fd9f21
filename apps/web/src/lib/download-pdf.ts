import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { sendDocumentToHost } from './mobile-bridge.ts';

/** The PDF the server sent inside the envelope as base64 (receipts, statements), as a file the browser can save. */
export function pdfBlobOf(base64: string): Blob {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Saves the document under its own name; the object URL is released once the click has started the
 * download. Inside the native app the host gets the document instead (a web view cannot save blobs).
 */
export function downloadPdf(file: ReceiptDocument): void {
  if (sendDocumentToHost(file)) return;
  const url = URL.createObjectURL(pdfBlobOf(file.pdfBase64));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.nombreArchivo || 'document.pdf';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers (the Android web view among them) read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
