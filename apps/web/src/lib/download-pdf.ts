import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { type DocumentIntent, hasHost, isInsideWebView, sendDocumentToHost } from './mobile-bridge.ts';
import { saveFile } from './save-file.ts';

/** The PDF the server sent inside the envelope as base64 (receipts, statements), as a file the browser can save. */
export function pdfBlobOf(base64: string): Blob {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Where a document goes: to the native app, into the page's viewer, or saved by the browser. */
export type PdfDelivery = 'host' | 'viewer' | 'save';

/**
 * docs/decisions/0035. The native app opens or saves a document itself (a web view can do neither with a
 * blob), told which by the intent. Without a host, "open" is the page's viewer; so is "download" in a
 * web view opened through /mobile/... whose host did not answer, since it cannot save a blob either.
 */
export function pdfDeliveryFor(intent: DocumentIntent, where: { host: boolean; webView: boolean }): PdfDelivery {
  if (where.host) return 'host';
  if (intent === 'abrir' || where.webView) return 'viewer';
  return 'save';
}

/** Saves the document under its own name. */
export function savePdf(file: ReceiptDocument): void {
  saveFile(pdfBlobOf(file.pdfBase64), file.nombreArchivo || 'document.pdf');
}

/**
 * Delivers a document as asked; answers true when the page must show it in its viewer (the caller
 * holds the viewer), false when the host or the browser took it.
 */
export function deliverPdf(file: ReceiptDocument, intent: DocumentIntent): boolean {
  const delivery = pdfDeliveryFor(intent, { host: hasHost(), webView: isInsideWebView() });
  if (delivery === 'host') return !sendDocumentToHost(file, intent);
  if (delivery === 'save') savePdf(file);
  return delivery === 'viewer';
}
