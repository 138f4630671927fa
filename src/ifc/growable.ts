type TypedArray = Float32Array | Int8Array | Uint8Array | Uint32Array;
type Ctor<T extends TypedArray> = new (length: number) => T;

/** An append-only typed array that doubles when full; `take()` hands over an exact-size copy. */
export class Growable<T extends TypedArray> {
  array: T;
  length = 0;

  constructor(
    private readonly ctor: Ctor<T>,
    private readonly initialCapacity = 1024,
  ) {
    this.array = new ctor(initialCapacity);
  }

  /** Makes room for `n` more values and returns the offset to write them at. */
  reserve(n: number): number {
    const at = this.length;
    const need = at + n;
    if (need > this.array.length) {
      let cap = this.array.length * 2;
      while (cap < need) cap *= 2;
      const next = new this.ctor(cap);
      next.set(this.array.subarray(0, at));
      this.array = next;
    }
    this.length = need;
    return at;
  }

  /** The values written so far, as their own buffer; the scratch space is released. */
  take(): T {
    const out = this.array.slice(0, this.length) as T;
    this.length = 0;
    this.array = new this.ctor(this.initialCapacity);
    return out;
  }
}
