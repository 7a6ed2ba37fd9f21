import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A plain business document: a title, label–value lines and an optional table. */
export interface SimpleDocument {
  title: string;
  subtitle?: string;
  lines: readonly (readonly [label: string, value: string])[];
  table?: { headers: readonly string[]; rows: readonly (readonly string[])[]; widths: readonly number[] };
  footer?: string;
}

const MARGIN = 48;
const A4: [number, number] = [595.28, 841.89];

/** Standard PDF fonts speak WinAnsi (Latin-1 and a few more): anything else becomes "?" instead of failing. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Renders a document with pdf-lib's standard Helvetica: no font files, a few kilobytes per page. */
export async function renderPdf(doc: SimpleDocument, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setCreator('Virtual Office');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, x: number, size: number, font = regular) => {
    page.drawText(printable(font, text), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  };
  const nextLine = (height: number) => {
    y -= height;
    if (y < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  write(doc.title, MARGIN, 18, bold);
  nextLine(22);
  if (doc.subtitle) {
    write(doc.subtitle, MARGIN, 11);
    nextLine(20);
  }
  // A long value wraps at word boundaries within the page's right margin.
  const valueWidth = A4[0] - MARGIN * 2 - 150;
  const wrap = (text: string): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(regular, text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && regular.widthOfTextAtSize(candidate, 10) > valueWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    return [...lines, line];
  };
  for (const [label, value] of doc.lines) {
    write(label, MARGIN, 10, bold);
    for (const part of wrap(value)) {
      write(part, MARGIN + 150, 10);
      nextLine(15);
    }
  }
  if (doc.table) {
    nextLine(10);
    const { headers, rows, widths } = doc.table;
    const columns = (cells: readonly string[], font: PDFFont) => {
      let x = MARGIN;
      cells.forEach((cell, i) => {
        write(cell, x, 8, font);
        x += widths[i] ?? 60;
      });
      nextLine(12);
    };
    columns(headers, bold);
    for (const row of rows) columns(row, regular);
  }
  if (doc.footer) {
    nextLine(16);
    write(doc.footer, MARGIN, 8);
  }
  return pdf.save();
}
