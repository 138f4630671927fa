import { XMLParser } from 'fast-xml-parser';

/** An element to serialize: every attribute has a value, so malformed XML cannot come out. */
export type El = {
  name: string;
  attrs?: Record<string, string | number | boolean | null | undefined>;
  text?: string | number | null;
  children?: (El | null | undefined | false)[];
};

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
// Characters XML 1.0 does not allow, whatever the escaping.
// eslint-disable-next-line no-control-regex
const illegal = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const clean = (v: string | number | boolean) =>
  (typeof v === 'number' && Object.is(v, -0) ? '-0' : String(v)).replace(illegal, '');

function render(el: El, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(el.attrs ?? {})
    .filter((e): e is [string, string | number | boolean] => e[1] !== null && e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(clean(v))}"`)
    .join('');
  const children = (el.children ?? []).filter((c): c is El => !!c);
  if (children.length > 0) {
    out.push(`${pad}<${el.name}${attrs}>`);
    for (const c of children) render(c, depth + 1, out);
    out.push(`${pad}</${el.name}>`);
  } else if (el.text !== undefined && el.text !== null && String(el.text) !== '') {
    out.push(`${pad}<${el.name}${attrs}>${escapeText(clean(el.text))}</${el.name}>`);
  } else {
    out.push(`${pad}<${el.name}${attrs}/>`);
  }
}

/** An XML document (UTF-8, with declaration). */
export function serialize(root: El): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return out.join('\n') + '\n';
}

/** A text element, or nothing when the value is absent or empty. */
export const leaf = (name: string, value: string | number | null | undefined): El | null =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : { name, text: value };

/** A parsed XML node as fast-xml-parser gives it (attributes prefixed with `@_`). */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  processEntities: true,
});

export class XmlError extends Error {}

export function parseXml(bytes: Uint8Array): XmlNode {
  let s = new TextDecoder('utf-8').decode(bytes);
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  try {
    return parser.parse(s, true) as XmlNode;
  } catch (err) {
    throw new XmlError(err instanceof Error ? err.message : 'not XML');
  }
}

export function all(node: unknown, key: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const v = (node as XmlNode)[key];
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (x && typeof x === 'object' ? (x as XmlNode) : { '#text': x }));
}

export const child = (node: unknown, key: string): XmlNode | null => all(node, key)[0] ?? null;

/** The text of a child element (or of the node itself with key '#text'); null when absent or blank. */
export function text(node: unknown, key: string): string | null {
  if (!node || typeof node !== 'object') return null;
  let v = (node as XmlNode)[key];
  if (Array.isArray(v)) v = v[0];
  if (v && typeof v === 'object') v = (v as XmlNode)['#text'];
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s.length > 0 ? s : null;
}

export const texts = (node: unknown, key: string): string[] =>
  all(node, key)
    .map((n) => text(n, '#text'))
    .filter((s): s is string => s !== null);

export const attr = (node: unknown, name: string): string | null => text(node, `@_${name}`);

export function boolAttr(node: unknown, name: string): boolean | null {
  const v = attr(node, name)?.toLowerCase();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
}

export function num(node: unknown, key: string): number | null {
  const s = text(node, key);
  const n = s === null ? NaN : Number(s);
  return Number.isFinite(n) ? n : null;
}
