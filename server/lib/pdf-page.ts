import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { rtlLanguages, type Language } from '../../src/api/contract/languages';

const require = createRequire(import.meta.url);
const fonts = {
  latin: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  arabic:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
};

/**
 * An A4 document of the platform (the order, the invoice) in the reader's language, with one
 * font per script registered (`latin`, `bold`, `arabic`, `arabicBold`), its bytes gathered into
 * `done`, and the geometry both documents lay out with: the writing width, a logical column's x
 * (columns given left to right, mirrored in Arabic) and the font for a run of text.
 */
export function openPdfPage(title: string, lng: Language) {
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
  return { doc, done, rtl, left, width, xOf, fontOf };
}
