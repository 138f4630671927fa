import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import type { CompareResult, ElementChange } from '../../../src/api/contract/models';

const require = createRequire(import.meta.url);
const fonts = {
  latin: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  arabic:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
};

export type ReportMeta = { fileName: string; language: string; generatedAt: Date };

const kind = (c: ElementChange, t: TFunction) =>
  c.change === 'changed'
    ? [c.geometry && t('models.compare.geometry'), c.properties && t('models.compare.properties')]
        .filter(Boolean)
        .join(' + ')
    : t(`models.compare.${c.change}`);

const csvCell = (v: string | null) => {
  const s = v ?? '';
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The compare as CSV (UTF-8 with a BOM, comma-separated, for spreadsheets): one line per changed
 * property value, one per element otherwise.
 */
export function compareCsv(result: CompareResult, t: TFunction): string {
  const head = ['global_id', 'class', 'name', 'change', 'group', 'property', 'before', 'after'].map(
    (k) => t(`models.compare.csv.${k}`),
  );
  const lines = [head];
  for (const c of result.changes) {
    const base = [c.global_id, c.class, c.name, kind(c, t)];
    if (c.property_changes.length === 0) lines.push([...base, '', '', '', '']);
    for (const p of c.property_changes)
      lines.push([...base, p.group, p.name, p.before ?? '', p.after ?? '']);
  }
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const arabic = /[\u0600-\u06FF]/;

/** The compare as a PDF report: title, versions, the counts, then every change and its values. */
export function comparePdf(result: CompareResult, t: TFunction, meta: ReportMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: t('models.compare.title') },
  });
  doc.registerFont('latin', fonts.latin);
  doc.registerFont('bold', fonts.latinBold);
  doc.registerFont('arabic', fonts.arabic);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const write = (
    text: string,
    opts: { size?: number; bold?: boolean; indent?: number; color?: string } = {},
  ) => {
    doc
      .font(arabic.test(text) ? 'arabic' : opts.bold ? 'bold' : 'latin')
      .fontSize(opts.size ?? 9)
      .fillColor(opts.color ?? '#000000')
      .text(text, { indent: opts.indent ?? 0, align: meta.language === 'ar' ? 'right' : 'left' });
  };
  write(t('models.compare.title'), { size: 16, bold: true });
  write(t('models.compare.versions', { file: meta.fileName, from: result.from, to: result.to }), {
    size: 11,
  });
  write(meta.generatedAt.toISOString().replace('T', ' ').slice(0, 16), { color: '#666666' });
  doc.moveDown();
  const s = result.summary;
  for (const [k, n] of [
    ['added', s.added],
    ['removed', s.removed],
    ['geometry', s.geometry],
    ['properties', s.properties],
    ['unchanged', s.unchanged],
  ] as const)
    write(`${t(`models.compare.${k}`)}: ${n}`, { size: 10 });
  doc.moveDown();
  if (result.changes.length === 0) write(t('models.compare.none'), { size: 10 });
  for (const c of result.changes) {
    write(`${kind(c, t)} — ${c.class} ${c.name ? `« ${c.name} »` : ''}  ${c.global_id}`, {
      bold: true,
    });
    for (const p of c.property_changes)
      write(`${p.group} / ${p.name}: ${p.before ?? '∅'} → ${p.after ?? '∅'}`, {
        indent: 12,
        color: '#333333',
      });
  }
  doc.end();
  return done;
}
