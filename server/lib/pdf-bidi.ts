/**
 * Lays out a line of mixed Arabic and Latin text for PDFKit, which draws strings left to right
 * in the order given and whose fonts each cover one script (the Arabic font has no Latin letters
 * or digits, the Latin one no Arabic). A small bidi: tokens of one script, neutrals resolved by
 * their neighbours (else the paragraph's direction), then runs of one direction ordered for the
 * eye — enough for names, addresses, amounts and dates; no explicit embeddings.
 */

export type Token = { text: string; arabic: boolean; dir: 'ltr' | 'rtl' };

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Bidi controls Intl writes around Arabic amounts: no font draws them; the order is ours. */
const controls = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
/** A number keeps its separators (12.050,00 · 12 050 · 2026-12-15 · 3/4). */
const latin = /^[\p{L}\p{N}]+(?:[.,:/\-\u00A0'][\p{N}]+)*/u;

/** Spaces the Latin font lacks become ordinary no-break spaces. */
export const cleanText = (s: string) =>
  s.replace(controls, '').replace(/[\u202F\u2007]/g, '\u00A0');

/** The text as tokens in logical order, each with its resolved direction. */
export function tokens(text: string, rtl: boolean): Token[] {
  const raw: { text: string; kind: 'A' | 'L' | 'N' }[] = [];
  let s = cleanText(text);
  while (s.length > 0) {
    const ch = s[0]!;
    let m: string;
    let kind: 'A' | 'L' | 'N';
    if (arabicLetter.test(ch)) {
      m = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/.exec(s)![0];
      kind = 'A';
    } else if (/[\p{L}\p{N}]/u.test(ch)) {
      m = latin.exec(s)![0];
      kind = 'L';
    } else {
      m = /^[^\p{L}\p{N}\u0600-\u06FF]+/u.exec(s)?.[0] ?? ch;
      kind = 'N';
    }
    raw.push({ text: m, kind });
    s = s.slice(m.length);
  }
  const strong = (i: number, step: 1 | -1) => {
    for (let j = i + step; j >= 0 && j < raw.length; j += step)
      if (raw[j]!.kind !== 'N') return raw[j]!.kind;
    return null;
  };
  return raw.map((t, i) => {
    if (t.kind !== 'N')
      return { text: t.text, arabic: t.kind === 'A', dir: t.kind === 'A' ? 'rtl' : 'ltr' };
    const before = strong(i, -1);
    const after = strong(i, 1);
    const dir = before && before === after ? (before === 'A' ? 'rtl' : 'ltr') : rtl ? 'rtl' : 'ltr';
    return { text: t.text, arabic: false, dir };
  });
}

/** Tokens of one line in the order the eye meets them, left to right. */
export function visualOrder(line: Token[], rtl: boolean): Token[] {
  // Runs of one direction; an RTL run's tokens read right to left.
  const runs: Token[][] = [];
  for (const t of line) {
    const last = runs.at(-1);
    if (last && last[0]!.dir === t.dir) last.push(t);
    else runs.push([t]);
  }
  const ordered = runs.map((r) => (r[0]!.dir === 'rtl' ? [...r].reverse() : r));
  return (rtl ? ordered.reverse() : ordered).flat();
}

/**
 * Cuts tokens into lines no wider than `width` (breaking after spaces), each in visual order.
 * `measure` gives a token's width in its font.
 */
export function layoutLines(
  text: string,
  rtl: boolean,
  width: number,
  measure: (t: Token) => number,
): { tokens: Token[]; widths: number[]; width: number }[] {
  const all = tokens(text, rtl);
  const lines: Token[][] = [[]];
  let used = 0;
  for (const t of all) {
    const w = measure(t);
    const line = lines.at(-1)!;
    if (used + w > width && line.length > 0 && !/^\s+$/.test(t.text)) {
      lines.push([t]);
      used = w;
    } else {
      line.push(t);
      used += w;
    }
  }
  return lines.map((l) => {
    // Spaces at a line's ends take no room.
    let s = 0;
    let e = l.length;
    while (s < e && /^\s+$/.test(l[s]!.text)) s++;
    while (e > s && /^\s+$/.test(l[e - 1]!.text)) e--;
    const v = visualOrder(l.slice(s, e), rtl);
    const widths = v.map(measure);
    return { tokens: v, widths, width: widths.reduce((a, b) => a + b, 0) };
  });
}
