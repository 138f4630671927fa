import type { TFunction } from 'i18next';
import { intlLocale, type Language } from '../../../src/api/contract/languages';
import type { Order, OrderLine } from '../../../src/api/contract/orders';
import { openPdfPage } from '../../lib/pdf-page';

/**
 * The order as a quote-like A4 document in the reader's language (Arabic laid out right to
 * left): parties, delivery, the lines with quantities and prices, the total, the message and
 * what the manufacturer confirmed or why it ended. A line taken off from a model says under it
 * where from (`fileNames`: the source files' names by id; a file absent was deleted).
 */
export function orderPdf(
  order: Order,
  t: TFunction,
  lng: Language,
  fileNames: ReadonlyMap<string, string> = new Map(),
): Promise<Buffer> {
  const { doc, done, left, width, put, heading, rule } = openPdfPage(
    `${t('orders.pdf.title')} ${order.number}`,
    lng,
    9,
  );

  const money = (cents: number | null) =>
    cents == null
      ? t('orders.pdf.on_quote')
      : new Intl.NumberFormat(intlLocale[lng], {
          style: 'currency',
          currency: order.currency,
        }).format(cents / 100);
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intlLocale[lng], {
          dateStyle: 'long',
          numberingSystem: 'latn',
        }).format(new Date(iso))
      : '—';
  const quantity = (n: number) =>
    new Intl.NumberFormat(intlLocale[lng], { maximumFractionDigits: 3 }).format(n);

  let y = doc.page.margins.top;
  // Header: the document, its number, state and date.
  y += heading(t('orders.pdf.title'));
  y += 4;
  y += put(`${t('orders.pdf.number')} ${order.number}`, 0, y, width, { size: 11, bold: true });
  y += put(`${t('orders.pdf.state')} ${t(`orders.states.${order.state}`)}`, 0, y, width, {
    size: 10,
  });
  y += put(`${t('orders.pdf.date')} ${day(order.created_at)}`, 0, y, width, {
    size: 10,
    color: '#444444',
  });
  y += 14;

  // Parties, side by side.
  const col = width / 2 - 8;
  const party = (label: string, p: Order['manufacturer'], x: number) => {
    let py = y;
    py += put(label, x, py, col, { bold: true, size: 10, color: '#1d4ed8' });
    if (p.company) py += put(p.company, x, py, col, { bold: true });
    py += put(p.name, x, py, col);
    return py;
  };
  y = Math.max(
    party(t('orders.pdf.manufacturer'), order.manufacturer, 0),
    party(t('orders.pdf.customer'), order.professional, width / 2 + 8),
  );
  y += 12;

  // Delivery and project.
  const fact = (label: string, value: string | null) => {
    if (!value) return;
    put(label, 0, y, 130, { color: '#444444' });
    y += Math.max(put(value, 136, y, width - 136), 12) + 2;
  };
  fact(t('orders.pdf.project'), order.project?.name ?? null);
  fact(
    t('orders.pdf.delivery'),
    [order.address, order.commune, order.wilaya].filter(Boolean).join(', ') || null,
  );
  fact(t('orders.pdf.wished_date'), order.wished_date ? day(order.wished_date) : null);
  fact(
    t('orders.pdf.lead_time'),
    order.lead_time_days != null ? t('orders.pdf.days', { count: order.lead_time_days }) : null,
  );
  fact(t('orders.pdf.delivery_date'), order.delivery_date ? day(order.delivery_date) : null);
  y += 10;

  // The lines.
  const cols = [
    { key: 'product', x: 0, w: width * 0.46 },
    { key: 'quantity', x: width * 0.46, w: width * 0.16, end: true },
    { key: 'unit_price', x: width * 0.62, w: width * 0.19, end: true },
    { key: 'line_total', x: width * 0.81, w: width * 0.19, end: true },
  ];
  doc.rect(left, y - 3, width, 18).fill('#eef2ff');
  for (const c of cols) put(t(`orders.pdf.${c.key}`), c.x, y, c.w - 4, { bold: true, end: c.end });
  y += 20;
  for (const l of order.lines) {
    if (y > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const top = y;
    let h = put(l.name, 0, y, cols[0]!.w - 4, { bold: true });
    h += put(`${t('orders.pdf.reference')} ${l.reference}`, 0, y + h, cols[0]!.w - 4, {
      size: 8,
      color: '#555555',
    });
    if (l.note) h += put(l.note, 0, y + h, cols[0]!.w - 4, { size: 8, color: '#555555' });
    const origin = takeoffOrigin(l, fileNames, t, lng);
    if (origin) h += put(origin, 0, y + h, cols[0]!.w - 4, { size: 8, color: '#1d4ed8' });
    put(
      `${quantity(l.quantity)} ${t(`orders.pdf.units.${l.unit}`)}`,
      cols[1]!.x,
      top,
      cols[1]!.w - 4,
      { end: true },
    );
    put(money(l.unit_price_cents), cols[2]!.x, top, cols[2]!.w - 4, { end: true });
    put(money(l.total_cents), cols[3]!.x, top, cols[3]!.w - 4, { end: true });
    y = top + h + 6;
    rule(y - 3);
  }
  y += 6;
  put(t('orders.pdf.total'), cols[2]!.x - width * 0.1, y, cols[2]!.w + width * 0.1 - 4, {
    bold: true,
    size: 11,
    end: true,
  });
  put(money(order.total_cents), cols[3]!.x, y, cols[3]!.w - 4, { bold: true, size: 11, end: true });
  y += 24;
  if (order.total_cents == null) {
    y += put(t('orders.pdf.total_unknown'), 0, y, width, { size: 8, color: '#555555' }) + 6;
  }

  // What was said, and how it ended.
  const para = (label: string, value: string | null) => {
    if (!value) return;
    y += put(label, 0, y, width, { bold: true, size: 10 });
    y += put(value, 0, y, width) + 8;
  };
  para(t('orders.pdf.message'), order.message);
  para(t('orders.pdf.reason'), order.reason);

  put(
    t('orders.pdf.generated', { date: day(new Date().toISOString()) }),
    0,
    doc.page.height - doc.page.margins.bottom - 12,
    width,
    { size: 7, color: '#777777' },
  );
  doc.end();
  return done;
}

/** Where a line's quantity was taken off: the model file and version, whether read from the IFC
 * quantity sets or computed, the element count, the waste (null for a line from the library). */
export function takeoffOrigin(
  line: Pick<OrderLine, 'source'>,
  fileNames: ReadonlyMap<string, string>,
  t: TFunction,
  lng: Language,
): string | null {
  const s = line.source;
  if (!s) return null;
  const percent = new Intl.NumberFormat(intlLocale[lng], { maximumFractionDigits: 2 });
  return [
    t('orders.pdf.takeoff.origin', {
      file: fileNames.get(s.file_id) ?? t('orders.pdf.takeoff.file_gone'),
      version: s.version,
    }),
    // Never two numbers side by side (the version, the count): in Arabic they would read as one
    // left-to-right run, the count first.
    t(s.computed ? 'orders.pdf.takeoff.computed' : 'orders.pdf.takeoff.from_qto'),
    t('orders.pdf.takeoff.elements', { count: s.element_count }),
    t('orders.pdf.takeoff.waste', { percent: percent.format(s.waste_percent) }),
  ].join(' · ');
}
