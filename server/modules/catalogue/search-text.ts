/**
 * Library search without database extensions, the same on PGlite and PostgreSQL: text is
 * normalised here (case, Latin accents, Arabic diacritics and letter variants, light plural
 * stemming) and stored as a `simple` tsvector; typo tolerance comes from one-deletion keys
 * (the SymSpell idea): two words one edit apart share a key, matched through a GIN index.
 */

const arabicMarks = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Lower case, no accents, no Arabic diacritics or tatweel, one spelling of alef, teh marbuta, yeh. */
export function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(arabicMarks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .normalize('NFC');
}

/** A light stemmer: French/English plurals, Arabic sound plurals and the definite article. */
export function stem(word: string): string {
  if (/^[a-z0-9]+$/.test(word)) {
    if (word.length > 4 && word.endsWith('aux')) return `${word.slice(0, -3)}al`;
    if (word.length > 3 && /[sx]$/.test(word) && !word.endsWith('ss')) return word.slice(0, -1);
    return word;
  }
  let w = word;
  if (w.length > 4 && w.startsWith('ال')) w = w.slice(2);
  if (w.length > 4 && /(ات|ون|ين)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('ه')) w = w.slice(0, -1);
  return w;
}

/** The words of a text, normalised and stemmed (letters and digits of any script). */
export function words(s: string): string[] {
  return (normalise(s).match(/[\p{L}\p{N}]+/gu) ?? []).map(stem).filter((w) => w.length > 0);
}

/** Words long enough for a typo to be forgiven (short words must be exact or a prefix). */
const TYPO_MIN = 4;

/** The word and every spelling of it with one letter removed. */
export function deletionKeys(word: string): string[] {
  if (word.length < TYPO_MIN) return [];
  const keys = new Set<string>([word]);
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/** What a product's indexed text yields: the words for the tsvector and the typo keys. */
export function indexText(parts: (string | null | undefined)[]): { doc: string; keys: string[] } {
  const all = parts.filter(Boolean).flatMap((p) => words(p!));
  const unique = [...new Set(all)];
  const keys = new Set<string>();
  for (const w of unique) for (const k of deletionKeys(w)) keys.add(k);
  return { doc: all.join(' '), keys: [...keys] };
}

/** A query's words, each with its typo keys (the last word is also matched as a prefix). */
export function queryTerms(q: string): { word: string; keys: string[] }[] {
  return [...new Set(words(q))].slice(0, 8).map((word) => ({ word, keys: deletionKeys(word) }));
}
