import { esc } from './seo';

/** Markup already escaped (or made by `html`): written as it is. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Markup of our own, trusted as it is (icons, the head built by seo.ts). */
export const raw = (markup: string) => new Html(markup);

type Value = Html | string | number | null | undefined | false | Value[];

function write(v: Value): string {
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(write).join('');
  if (v === null || v === undefined || v === false) return '';
  return esc(String(v)).replace(/'/g, '&#39;');
}

/**
 * A template of markup: every value is escaped (text and attributes alike) unless it is `Html`
 * itself; lists are joined, and null, undefined and false write nothing.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += write(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

const icon = (paths: string) =>
  raw(
    `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`,
  );

/** The few Lucide icons the pages show (the SPA's react-icons/lu, as plain SVG). */
export const icons = {
  boxes: icon(
    '<path d="M2.97 12.92A2 2 0 0 0 2 14.63v3.24a2 2 0 0 0 .97 1.71l3 1.8a2 2 0 0 0 2.06 0L12 19v-5.5l-5-3-4.03 2.42Z"/><path d="m7 16.5-4.74-2.85"/><path d="m7 16.5 5-3"/><path d="M7 16.5v5.17"/><path d="M12 13.5V19l3.97 2.38a2 2 0 0 0 2.06 0l3-1.8a2 2 0 0 0 .97-1.71v-3.24a2 2 0 0 0-.97-1.71L17 10.5l-5 3Z"/><path d="m17 16.5-5-3"/><path d="m17 16.5 4.74-2.85"/><path d="M17 16.5v5.17"/><path d="M7.97 4.42A2 2 0 0 0 7 6.13v4.37l5 3 5-3V6.13a2 2 0 0 0-.97-1.71l-3-1.8a2 2 0 0 0-2.06 0l-3 1.8Z"/><path d="M12 8 7.26 5.15"/><path d="m12 8 4.74-2.85"/><path d="M12 13.5V8"/>',
  ),
  box: icon(
    '<path d="M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z"/><path d="m3.3 7 8.7 5 8.7-5"/><path d="M12 22V12"/>',
  ),
  package: icon(
    '<path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z"/><path d="M12 22V12"/><path d="m3.3 7 7.703 4.734a2 2 0 0 0 1.994 0L20.7 7"/><path d="m7.5 4.27 9 5.15"/>',
  ),
  check: icon('<path d="M20 6 9 17l-5-5"/>'),
  menu: icon('<path d="M4 12h16"/><path d="M4 6h16"/><path d="M4 18h16"/>'),
};
