import type { GeometryBatch } from './geometry-batch';

/**
 * A processed model's geometry, as stored and streamed: binary frames, each a little-endian
 * u32 length then that many bytes. A frame is a u32 header length, the header (JSON), then its
 * typed arrays from the next 4-byte boundary, each 4-byte aligned (the header gives their
 * offsets from there), so a reader views them in place.
 * The first frame describes the model (`ModelFrame`), each next one is a batch as the batcher
 * made it, the same the viewer draws when it parses the file itself.
 */

/** What a reader needs before the first batch. */
export type ModelFrame = {
  kind: 'model';
  /** The frame format; a reader refuses another. */
  format: 1;
  schema: string;
  /** Elements with geometry (the dense indices 0…count-1 of the batches). */
  elementCount: number;
  triangles: number;
  batches: number;
  /** web-ifc's coordination matrix (column-major): the re-centring applied to the geometry. */
  coordination: number[];
  lengthUnitInMetres: number;
};

export type Frame = ModelFrame | { kind: 'batch'; batch: GeometryBatch };

type Typed = Float32Array | Int8Array | Uint8Array | Uint32Array;
type ArrayRef = [ctor: 'f32' | 'i8' | 'u8' | 'u32', offset: number, length: number];

const ctors = { f32: Float32Array, i8: Int8Array, u8: Uint8Array, u32: Uint32Array } as const;
const tagOf = (a: Typed): ArrayRef[0] =>
  a instanceof Float32Array
    ? 'f32'
    : a instanceof Int8Array
      ? 'i8'
      : a instanceof Uint8Array
        ? 'u8'
        : 'u32';
const align4 = (n: number) => (n + 3) & ~3;

/** Encodes one frame (its length prefix included). */
export function encodeFrame(frame: Frame): Uint8Array {
  const arrays: Typed[] = [];
  const ref = (a: Typed): ArrayRef => {
    arrays.push(a);
    return [tagOf(a), 0, a.length];
  };
  const header =
    frame.kind === 'model'
      ? frame
      : {
          kind: 'batch',
          merged: frame.batch.merged.map((m) => ({
            transparent: m.transparent,
            positions: ref(m.positions),
            normals: ref(m.normals),
            colors: ref(m.colors),
            elementIds: ref(m.elementIds),
            indices: ref(m.indices),
          })),
          templates: frame.batch.templates.map((t) => ({
            templateId: t.templateId,
            positions: ref(t.positions),
            normals: ref(t.normals),
            indices: ref(t.indices),
          })),
          instances: frame.batch.instances.map((i) => ({
            templateId: i.templateId,
            transparent: i.transparent,
            matrices: ref(i.matrices),
            colors: ref(i.colors),
            elementIds: ref(i.elementIds),
          })),
          elements: {
            firstIndex: frame.batch.elements.firstIndex,
            expressIds: ref(frame.batch.elements.expressIds),
            boxes: ref(frame.batch.elements.boxes),
          },
        };
  const refs: ArrayRef[] = [];
  collectRefs(header, refs);
  let dataSize = 0;
  refs.forEach((r, k) => {
    r[1] = dataSize;
    dataSize = align4(dataSize + arrays[k]!.byteLength);
  });
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = align4(4 + json.length);
  const size = start + dataSize;
  const out = new Uint8Array(4 + size);
  const view = new DataView(out.buffer);
  view.setUint32(0, size, true);
  view.setUint32(4, json.length, true);
  out.set(json, 8);
  refs.forEach((r, k) => {
    const a = arrays[k]!;
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), 4 + start + r[1]);
  });
  return out;
}

function collectRefs(value: unknown, out: ArrayRef[]): void {
  if (Array.isArray(value)) {
    if (value.length === 3 && typeof value[0] === 'string' && value[0] in ctors) {
      out.push(value as ArrayRef);
      return;
    }
    value.forEach((v) => collectRefs(v, out));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((v) => collectRefs(v, out));
  }
}

type BatchHeader = {
  kind: 'batch';
  merged: { transparent: boolean; [k: string]: unknown }[];
  templates: { templateId: number; [k: string]: unknown }[];
  instances: { templateId: number; transparent: boolean; [k: string]: unknown }[];
  elements: { firstIndex: number; expressIds: ArrayRef; boxes: ArrayRef };
};

/** Decodes one frame's bytes (without its length prefix); the arrays view `payload`'s buffer. */
export function decodeFrame(payload: Uint8Array<ArrayBuffer>): Frame {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const length = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(payload.subarray(4, 4 + length))) as
    ModelFrame | BatchHeader;
  if (header.kind === 'model') {
    if (header.format !== 1) throw new Error(`unknown geometry format ${String(header.format)}`);
    return header;
  }
  if (payload.byteOffset % 4 !== 0) throw new Error('frame not aligned');
  const start = align4(4 + length);
  const arr = <T extends Typed>(r: unknown): T => {
    const [tag, offset, n] = r as ArrayRef;
    return new ctors[tag](payload.buffer, payload.byteOffset + start + offset, n) as T;
  };
  return {
    kind: 'batch',
    batch: {
      merged: header.merged.map((m) => ({
        kind: 'merged',
        transparent: m.transparent,
        positions: arr(m['positions']),
        normals: arr(m['normals']),
        colors: arr(m['colors']),
        elementIds: arr(m['elementIds']),
        indices: arr(m['indices']),
      })),
      templates: header.templates.map((t) => ({
        templateId: t.templateId,
        positions: arr(t['positions']),
        normals: arr(t['normals']),
        indices: arr(t['indices']),
      })),
      instances: header.instances.map((i) => ({
        templateId: i.templateId,
        transparent: i.transparent,
        matrices: arr(i['matrices']),
        colors: arr(i['colors']),
        elementIds: arr(i['elementIds']),
      })),
      elements: {
        firstIndex: header.elements.firstIndex,
        expressIds: arr(header.elements.expressIds),
        boxes: arr(header.elements.boxes),
      },
    },
  };
}

/**
 * Splits a byte stream into frames as its chunks arrive (a network response, a file): each
 * complete frame is copied once into its own buffer, aligned, and decoded.
 */
export class FrameReader {
  private chunks: Uint8Array[] = [];
  private buffered = 0;

  /** Adds a chunk; returns the frames it completed. */
  push(chunk: Uint8Array): Frame[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Frame[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const size = new DataView(this.peek(4).buffer).getUint32(0, true);
      if (this.buffered < 4 + size) break;
      this.take(4);
      out.push(decodeFrame(this.take(size)));
    }
    return out;
  }

  /** Whether bytes of an unfinished frame are left (a cut stream). */
  get pending(): boolean {
    return this.buffered > 0;
  }

  private peek(n: number): Uint8Array {
    const out = new Uint8Array(n);
    let at = 0;
    for (const c of this.chunks) {
      const part = c.subarray(0, n - at);
      out.set(part, at);
      at += part.length;
      if (at === n) break;
    }
    return out;
  }

  private take(n: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(n);
    let at = 0;
    while (at < n) {
      const c = this.chunks[0]!;
      const part = c.subarray(0, n - at);
      out.set(part, at);
      at += part.length;
      if (part.length === c.length) this.chunks.shift();
      else this.chunks[0] = c.subarray(part.length);
    }
    this.buffered -= n;
    return out;
  }
}
