import { z } from 'zod';

/**
 * Inside, English; on the wire, Spanish (ARCHITECTURE §3). A wire map is written once, inside → wire;
 * this turns it around for reading requests, so the two directions cannot disagree.
 */
export function insideFromWire<Inside extends string, Wire extends string>(
  map: Record<Inside, Wire>,
): Record<Wire, Inside> {
  return Object.fromEntries(Object.entries(map).map(([inside, wire]) => [wire, inside])) as Record<Wire, Inside>;
}

/** Inside: a PDF to hand over (statement, receipt), already base64 for the envelope. */
export interface PdfFile {
  fileName: string;
  base64: string;
}

/** A PDF inside the envelope (spec §7 envelope for every answer). */
export const pdfFileAnswer = z.object({ nombreArchivo: z.string(), pdfBase64: z.string() });
export const pdfFileWire = (file: PdfFile): z.output<typeof pdfFileAnswer> => ({
  nombreArchivo: file.fileName,
  pdfBase64: file.base64,
});
