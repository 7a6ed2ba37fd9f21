import { describe, expect, it } from 'vitest';
import { pdfBlobOf } from './download-pdf.ts';

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
