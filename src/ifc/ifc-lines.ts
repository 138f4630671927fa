import * as WebIFC from 'web-ifc';
import type { InverseIndex } from './inverse-index';

/** A line as web-ifc's GetLine returns it, read without trusting its shape. */
export type Line = { expressID: number; type: number } & Record<string, unknown>;

type Tagged = { type?: number; value?: unknown; name?: string };

const REF = 5;

export class Lines {
  private readonly cache = new Map<number, Line | null>();
  private readonly names = new Map<string, string>();

  /**
   * `inverse`: inverse attributes from an index built once for the whole model (processing
   * reads every element); without it, web-ifc computes them for each line read.
   */
  constructor(
    readonly api: WebIFC.IfcAPI,
    readonly modelId: number,
    private readonly inverse?: InverseIndex,
  ) {
    // web-ifc's schema namespaces keep the entity names in their case (IfcWallStandardCase).
    for (const ns of [WebIFC.IFC2X3, WebIFC.IFC4, WebIFC.IFC4X3]) {
      for (const key of Object.keys(ns)) this.names.set(key.toUpperCase(), key);
    }
  }

  /** One line with its inverse attributes; null when the id does not exist. */
  get(id: number): Line | null {
    if (this.cache.has(id)) return this.cache.get(id) ?? null;
    let line: Line | null;
    try {
      const raw: unknown = this.api.GetLine(this.modelId, id, false, !this.inverse);
      line = isLine(raw) ? raw : null;
      if (line && this.inverse) this.inverse.fill(line, id);
    } catch {
      line = null;
    }
    this.cache.set(id, line);
    return line;
  }

  /** IfcWallStandardCase rather than IFCWALLSTANDARDCASE. */
  typeName(line: Line | number): string {
    const code = typeof line === 'number' ? line : line.type;
    const upper = this.api.GetNameFromTypeCode(code);
    return this.names.get(upper) ?? upper;
  }

  /** The lines an attribute refers to (one reference or a list of them). */
  refs(line: Line | null, key: string): Line[] {
    if (!line) return [];
    const v = line[key];
    const list = Array.isArray(v) ? v : [v];
    const out: Line[] = [];
    for (const item of list) {
      const id = refId(item);
      const target = id === null ? null : this.get(id);
      if (target) out.push(target);
    }
    return out;
  }

  ref(line: Line | null, key: string): Line | null {
    return this.refs(line, key)[0] ?? null;
  }

  text(line: Line | null, key: string): string {
    const v = line ? scalar(line[key]) : null;
    return v === null ? '' : String(v);
  }

  is(line: Line | null, typeCode: number): boolean {
    return line !== null && line.type === typeCode;
  }
}

export function isLine(v: unknown): v is Line {
  return typeof v === 'object' && v !== null && typeof (v as Line).expressID === 'number';
}

export function refId(v: unknown): number | null {
  if (typeof v !== 'object' || v === null) return null;
  const t = v as Tagged;
  return t.type === REF && typeof t.value === 'number' ? t.value : null;
}

/** A simple attribute value (label, number, enumeration, boolean); null for references and lists. */
export function scalar(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return null;
  if (typeof v !== 'object') return null;
  const t = v as Tagged;
  if (t.type === REF) return null;
  const value = t.value;
  const name = typeof t.name === 'string' ? t.name.toUpperCase() : '';
  if (name === 'IFCBOOLEAN' || name === 'IFCLOGICAL') {
    if (value === 'T' || value === true) return true;
    if (value === 'F' || value === false) return false;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return null;
}

/** The IFC type name of a tagged value (IFCLENGTHMEASURE), when it carries one. */
export function measureName(v: unknown): string {
  if (typeof v !== 'object' || v === null) return '';
  const name = (v as Tagged).name;
  return typeof name === 'string' ? name : '';
}
