import { rtlLanguages, type Language } from '../../../src/api/contract/languages';
import { translator } from '../../lib/i18n';
import type { MailMessage } from '../mailer';

/** What one message says: i18n keys under `mail.<key>` of the server namespace, plus a button. */
export type MailSpec = {
  key: string;
  params?: Record<string, unknown>;
  action?: { url: string };
  /** Extra paragraph (already user text, e.g. a rejection reason), shown quoted. */
  quote?: string | null;
};

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Builds the text and HTML parts of a message in the recipient's language. Every value is
 * escaped in HTML (translations interpolate raw values); Arabic gets dir="rtl".
 */
export function composeMail(
  to: string,
  lng: Language,
  name: string,
  { key, params = {}, action, quote }: MailSpec,
): MailMessage {
  const t = translator(lng);
  const p = { ...params, name };
  const subject = t(`mail.${key}.subject`, p);
  const greeting = t('mail.greeting', p);
  const intro = t(`mail.${key}.intro`, p);
  const outro = t(`mail.${key}.outro`, { ...p, defaultValue: '' });
  const actionLabel = action ? t(`mail.${key}.action`, p) : '';
  const signature = t('mail.signature');

  const text = [
    greeting,
    intro,
    quote ? t('mail.quote', { text: quote }) : '',
    action ? t('mail.action_line', { label: actionLabel, url: action.url }) : '',
    outro,
    signature,
  ]
    .filter(Boolean)
    .join('\n\n');

  const dir = rtlLanguages.includes(lng) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const para = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1890FF;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(actionLabel)}</a></p>` +
      para(`${t('mail.link_fallback')} ${action.url}`)
    : '';
  const html = `<!doctype html>
<html lang="${lng}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Roboto,Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#fff;border-radius:24px;padding:32px;text-align:${align}">
${para(greeting)}${para(intro)}${quote ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-inline-start:4px solid #d1d5db">${escapeHtml(quote)}</blockquote>` : ''}${button}${outro ? para(outro) : ''}${para(signature)}
</div>
</body>
</html>`;
  return { to, subject, text, html, lang: lng };
}
