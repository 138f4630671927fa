import { createHash } from 'node:crypto';
import type { PlacedGeometryInput } from '../../../../src/ifc/geometry-batcher';

/** One fingerprint per web-ifc geometry (its vertices and triangles), computed once. */
export class GeometryHashes {
  private readonly known = new Map<number, string>();

  of(g: PlacedGeometryInput): string {
    let hash = this.known.get(g.geometryId);
    if (!hash) {
      hash = createHash('sha1')
        .update(new Uint8Array(g.vertices.buffer, g.vertices.byteOffset, g.vertices.byteLength))
        .update(new Uint8Array(g.indices.buffer, g.indices.byteOffset, g.indices.byteLength))
        .digest('base64url');
      this.known.set(g.geometryId, hash);
    }
    return hash;
  }
}

/** Column-major 4×4 product a·b. */
function multiply(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out = new Array<number>(16).fill(0);
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++)
      for (let k = 0; k < 4; k++) out[c * 4 + r]! += a[k * 4 + r]! * b[c * 4 + k]!;
  return out;
}

/** Inverse of a rigid (rotation + translation) column-major matrix, as web-ifc's coordination is. */
function invertRigid(m: ArrayLike<number>): number[] {
  const out = [m[0]!, m[4]!, m[8]!, 0, m[1]!, m[5]!, m[9]!, 0, m[2]!, m[6]!, m[10]!, 0, 0, 0, 0, 1];
  for (let r = 0; r < 3; r++)
    out[12 + r] = -(out[r]! * m[12]! + out[4 + r]! * m[13]! + out[8 + r]! * m[14]!);
  return out;
}

/** To a tenth of a millimetre (lengths are metres), signs of zero aside. */
const q = (v: number) => Math.round(v * 1e4) || 0;

/**
 * An element's geometry fingerprint: its geometries with their placements in the model's own
 * coordinates (web-ifc's re-centring undone, so a version whose origin moved does not change
 * every element) and colours. Moving, reshaping or recolouring an element changes it.
 */
export function elementFingerprint(
  placed: { geometry: string; matrix: number[]; color: number[] }[],
  coordination: ArrayLike<number>,
): string {
  const undo = invertRigid(coordination);
  const parts = placed.map((p) => {
    const m = multiply(undo, p.matrix).map(q).join(',');
    const c = p.color.map((v) => Math.round(v * 255)).join(',');
    return `${p.geometry}|${m}|${c}`;
  });
  return createHash('sha1').update(parts.sort().join(';')).digest('base64url');
}
