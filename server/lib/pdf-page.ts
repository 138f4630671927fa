import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { rtlLanguages, type Language } from '../../src/api/contract/languages';
import { layoutLines, type Token } from './pdf-bidi';

const require = createRequire(import.meta.url);
const fonts = {
  latin: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  arabic:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
};

/** How `put` writes: size in points, bold, colour, and aligned to the line's end, not its start. */
export type PdfTextStyle = { size?: number; bold?: boolean; color?: string; end?: boolean };

/**
 * An A4 document of the platform (the order, the invoice) in the reader's language, with one
 * font per script registered (`latin`, `bold`, `arabic`, `arabicBold`), its bytes gathered into
 * `done`, the writing width, a logical column's x (columns given left to right, mirrored in
 * Arabic) and `put`, which writes text in such a column, `heading` (the title and the brand)
 * and `rule`. `textSize` is `put`'s default size.
 */
export function openPdfPage(title: string, lng: Language, textSize: number) {
  const rtl = rtlLanguages.includes(lng);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: 'Ouvrage' },
    lang: lng,
  });
  doc.registerFont('latin', fonts.latin);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('arabic', fonts.arabic);
  doc.registerFont('arabicBold', fonts.arabicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const xOf = (x: number, w: number) => (rtl ? left + width - x - w : left + x);
  const fontOf = (arabic: boolean, bold: boolean | undefined) =>
    arabic ? (bold ? 'arabicBold' : 'arabic') : bold ? 'bold' : 'latin';

  /**
   * Text in a box (x, width: the logical column), aligned to the reading direction's start or
   * its end, wrapped inside the box; mixed scripts in their visual order (server/lib/pdf-bidi).
   * Answers the height used.
   */
  const put = (text: string, x: number, y: number, w: number, style: PdfTextStyle = {}): number => {
    const size = style.size ?? textSize;
    doc.fillColor(style.color ?? '#111111').fontSize(size);
    const right = style.end ? !rtl : rtl;
    const measure = (tk: Token) => doc.font(fontOf(tk.arabic, style.bold)).widthOfString(tk.text);
    // Two fonts share a line: place every token on one baseline, lines tall enough for Arabic.
    const lineHeight = size * 1.6;
    const baseline = y + size * 1.15;
    const bx = xOf(x, w);
    const lines = layoutLines(text, rtl, w, measure);
    lines.forEach((line, i) => {
      let cx = right ? bx + Math.max(0, w - line.width) : bx;
      line.tokens.forEach((tk, j) => {
        doc.font(fontOf(tk.arabic, style.bold)).text(tk.text, cx, baseline + i * lineHeight, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
        cx += line.widths[j]!;
      });
    });
    return lines.length * lineHeight;
  };

  /** The document's title at the top, the brand opposite it; answers the title's height. */
  const heading = (text: string): number => {
    const top = doc.page.margins.top;
    const h = put(text, 0, top, width * 0.6, { size: 20, bold: true });
    put('Ouvrage', width * 0.6, top, width * 0.4, {
      size: 12,
      bold: true,
      end: true,
      color: '#1d4ed8',
    });
    return h;
  };

  /** A thin grey line across the writing width. */
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .stroke('#d4d4d8');

  return { doc, done, left, width, put, heading, rule };
}
