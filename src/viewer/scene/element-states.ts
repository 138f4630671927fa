import { DataTexture, RGBAFormat, UnsignedByteType } from 'three';

export const HIDDEN = 1;
export const SELECTED = 2;
export const HOVERED = 4;
export const COLORED = 8;

const WIDTH = 1024;

/**
 * One texel per element (RGB: override colour, A: flags), read by every model material's shader
 * (element-material.ts). Hiding, selecting or colouring an element writes four bytes: the merged
 * geometry is never touched.
 */
export class ElementStates {
  readonly width = WIDTH;
  texture: DataTexture;
  private data: Uint8Array;
  private count = 0;
  private changes = 0;
  private readonly listeners = new Set<() => void>();

  constructor(capacity = WIDTH) {
    this.data = new Uint8Array(WIDTH * rows(capacity) * 4);
    this.texture = this.createTexture();
  }

  get size(): number {
    return this.count;
  }

  /** Counts the changes: what has drawn the states can tell whether they moved since. */
  get version(): number {
    return this.changes;
  }

  /** Element `i`'s flags (HIDDEN, SELECTED, HOVERED, COLORED), 0 for none. */
  flags(i: number): number {
    return this.data[i * 4 + 3] ?? 0;
  }

  /** Makes room for `count` elements (kept states survive). */
  resize(count: number): void {
    this.count = Math.max(this.count, count);
    const needed = WIDTH * rows(count) * 4;
    if (needed <= this.data.length) return;
    const next = new Uint8Array(needed);
    next.set(this.data);
    this.data = next;
    this.texture.dispose();
    this.texture = this.createTexture();
    this.changed();
  }

  has(i: number, flag: number): boolean {
    return ((this.data[i * 4 + 3] ?? 0) & flag) !== 0;
  }

  set(i: number, flag: number, on: boolean): void {
    if (i < 0 || i >= this.count) return;
    const at = i * 4 + 3;
    const before = this.data[at]!;
    const after = on ? before | flag : before & ~flag;
    if (after === before) return;
    this.data[at] = after;
    this.changed();
  }

  /** Sets `flag` on exactly the elements of `ids` (and clears it everywhere else). */
  setOnly(flag: number, ids: Iterable<number>): void {
    const d = this.data;
    for (let i = 0; i < this.count; i++) d[i * 4 + 3] = d[i * 4 + 3]! & ~flag;
    for (const i of ids) if (i >= 0 && i < this.count) d[i * 4 + 3] = d[i * 4 + 3]! | flag;
    this.changed();
  }

  /** Hides every element except `keep` (isolate), or shows all when `keep` is null. */
  isolate(keep: Iterable<number> | null): void {
    const d = this.data;
    const on = keep === null ? 0 : HIDDEN;
    for (let i = 0; i < this.count; i++)
      d[i * 4 + 3] = on ? d[i * 4 + 3]! | HIDDEN : d[i * 4 + 3]! & ~HIDDEN;
    if (keep)
      for (const i of keep) if (i >= 0 && i < this.count) d[i * 4 + 3] = d[i * 4 + 3]! & ~HIDDEN;
    this.changed();
  }

  color(i: number, rgb: readonly [number, number, number] | null): void {
    if (i < 0 || i >= this.count) return;
    const at = i * 4;
    if (rgb) {
      this.data[at] = Math.round(rgb[0] * 255);
      this.data[at + 1] = Math.round(rgb[1] * 255);
      this.data[at + 2] = Math.round(rgb[2] * 255);
    }
    this.set(i, COLORED, rgb !== null);
    this.changed();
  }

  hiddenIds(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.count; i++) if (this.has(i, HIDDEN)) out.push(i);
    return out;
  }

  /** Called after every change (the scene re-renders on demand). */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  dispose(): void {
    this.texture.dispose();
    this.listeners.clear();
  }

  private changed(): void {
    this.changes++;
    this.texture.needsUpdate = true;
    for (const fn of this.listeners) fn();
  }

  private createTexture(): DataTexture {
    const t = new DataTexture(
      this.data,
      WIDTH,
      this.data.length / 4 / WIDTH,
      RGBAFormat,
      UnsignedByteType,
    );
    t.needsUpdate = true;
    return t;
  }
}

const rows = (count: number) => Math.max(1, Math.ceil(count / WIDTH));
