import type { TFunction } from 'i18next';
import { intlLocale, type Language } from '../../../src/api/contract/languages';
import { openPdfPage } from '../../lib/pdf-page';

/** What an invoice says: its number, the buyer, the plan and its period, the amount in DZD. */
export type InvoiceData = {
  number: string;
  issuedAt: Date;
  buyer: { name: string; company: string | null; email: string };
  plan: string;
  period: 'monthly' | 'yearly';
  startsAt: Date;
  endsAt: Date;
  amount: number;
};

/**
 * A subscription's invoice as an A4 document in the reader's language (Arabic right to left):
 * seller Ouvrage, the buyer, one line (the plan for its period) and the amount in DZD.
 */
export function invoicePdf(inv: InvoiceData, t: TFunction, lng: Language): Promise<Buffer> {
  const { doc, done, width, put, heading, rule } = openPdfPage(
    `${t('subscriptions.invoice.title')} ${inv.number}`,
    lng,
    10,
  );

  const day = (d: Date) =>
    new Intl.DateTimeFormat(intlLocale[lng], { dateStyle: 'long', numberingSystem: 'latn' }).format(
      d,
    );
  const money = (n: number) =>
    new Intl.NumberFormat(intlLocale[lng], {
      style: 'currency',
      currency: 'DZD',
      numberingSystem: 'latn',
    }).format(n);
  let y = doc.page.margins.top;
  y += heading(t('subscriptions.invoice.title'));
  y += 4;
  y += put(`${t('subscriptions.invoice.number')} ${inv.number}`, 0, y, width, { bold: true });
  y += put(`${t('subscriptions.invoice.date')} ${day(inv.issuedAt)}`, 0, y, width);
  y += 16;

  const col = width / 2 - 8;
  const party = (label: string, lines: string[], x: number) => {
    let py = y;
    py += put(label, x, py, col, { bold: true, color: '#1d4ed8' });
    for (const l of lines) py += put(l, x, py, col);
    return py;
  };
  y = Math.max(
    party(
      t('subscriptions.invoice.seller'),
      ['Ouvrage', t('subscriptions.invoice.seller_line')],
      0,
    ),
    party(
      t('subscriptions.invoice.buyer'),
      [inv.buyer.company, inv.buyer.name, inv.buyer.email].filter((l): l is string => !!l),
      width / 2 + 8,
    ),
  );
  y += 20;

  const amountW = width * 0.3;
  put(t('subscriptions.invoice.item'), 0, y, width - amountW, { bold: true });
  put(t('subscriptions.invoice.amount'), width - amountW, y, amountW, { bold: true, end: true });
  y += 18;
  rule(y);
  y += 6;
  const h = put(
    t('subscriptions.invoice.line', {
      plan: inv.plan,
      period: t(`subscriptions.invoice.${inv.period}`),
    }),
    0,
    y,
    width - amountW - 8,
  );
  put(money(inv.amount), width - amountW, y, amountW, { end: true });
  y += h;
  y += put(
    t('subscriptions.invoice.period', { from: day(inv.startsAt), to: day(inv.endsAt) }),
    0,
    y,
    width - amountW - 8,
    { size: 9, color: '#444444' },
  );
  y += 6;
  rule(y);
  y += 10;
  put(t('subscriptions.invoice.total'), 0, y, width - amountW, { bold: true, size: 12, end: true });
  put(money(inv.amount), width - amountW, y, amountW, { bold: true, size: 12, end: true });
  y += 36;
  put(t('subscriptions.invoice.paid'), 0, y, width, { size: 9, color: '#444444' });
  doc.end();
  return done;
}
