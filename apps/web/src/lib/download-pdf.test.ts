import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverPdf, pdfBlobOf, pdfDeliveryFor } from './download-pdf.ts';

describe('a PDF sent as base64', () => {
  it('becomes a PDF file with exactly the bytes the server encoded', async () => {
    const text = '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj';
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const base64 = btoa(String.fromCharCode(...bytes));
    const blob = pdfBlobOf(base64);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('ignores the line breaks some encoders put in long base64', async () => {
    const blob = pdfBlobOf('JVBE\nRi0x\r\nLjQ=');
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('where a document goes', () => {
  it('goes to the native app whatever was asked, the app being told which', () => {
    expect(pdfDeliveryFor('abrir', { host: true, webView: true })).toBe('host');
    expect(pdfDeliveryFor('descargar', { host: true, webView: true })).toBe('host');
  });

  it('opens in the page’s viewer in a browser, and is saved when downloaded', () => {
    expect(pdfDeliveryFor('abrir', { host: false, webView: false })).toBe('viewer');
    expect(pdfDeliveryFor('descargar', { host: false, webView: false })).toBe('save');
  });

  it('shows in the viewer either way in a web view whose host does not answer (it cannot save a blob)', () => {
    expect(pdfDeliveryFor('abrir', { host: false, webView: true })).toBe('viewer');
    expect(pdfDeliveryFor('descargar', { host: false, webView: true })).toBe('viewer');
  });
});

describe('a document asked for inside the native app', () => {
  const file = { nombreArchivo: 'recibo-1.pdf', pdfBase64: 'JVBERi0xLjQ=' };
  // The web tests run without a DOM: the page's window and its session storage are stood in for.
  const inPage = (host?: { postMessage: (message: string) => void }) => {
    vi.stubGlobal('window', host ? { ReactNativeWebView: host } : {});
    vi.stubGlobal('sessionStorage', { getItem: () => null });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is posted to the host with the intent, and the page shows no viewer', () => {
    const postMessage = vi.fn();
    inPage({ postMessage });
    expect(deliverPdf(file, 'abrir')).toBe(false);
    expect(deliverPdf(file, 'descargar')).toBe(false);
    expect(postMessage.mock.calls.map(([m]) => JSON.parse(m as string))).toEqual([
      { type: 'PDF_DOCUMENT', ...file, accion: 'abrir' },
      { type: 'PDF_DOCUMENT', ...file, accion: 'descargar' },
    ]);
  });

  it('opens in the page’s viewer when there is no host', () => {
    inPage();
    expect(deliverPdf(file, 'abrir')).toBe(true);
  });
});
