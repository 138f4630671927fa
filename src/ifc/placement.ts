/**
 * Placing streamed geometry in the model: vertices and normals through a placement matrix (into
 * the merged buffers' compact formats), and boxes through it.
 */

export const toByte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));
const toSnorm8 = (v: number): number => Math.max(-127, Math.min(127, Math.round(v * 127)));

/**
 * Writes the placed positions and normals of interleaved vertices into the output arrays and
 * grows `box`; returns true when the placement mirrors (negative determinant).
 */
export function transformInto(
  vertices: Float32Array,
  m: ArrayLike<number>,
  positions: Float32Array,
  pAt: number,
  normals: Int8Array,
  nAt: number,
  box: number[],
): boolean {
  const m0 = m[0]!,
    m1 = m[1]!,
    m2 = m[2]!,
    m4 = m[4]!,
    m5 = m[5]!,
    m6 = m[6]!;
  const m8 = m[8]!,
    m9 = m[9]!,
    m10 = m[10]!,
    m12 = m[12]!,
    m13 = m[13]!,
    m14 = m[14]!;
  // Normal matrix: the inverse transpose of the upper 3×3 (cofactors; the scale is renormalised).
  const c00 = m5 * m10 - m6 * m9,
    c01 = m6 * m8 - m4 * m10,
    c02 = m4 * m9 - m5 * m8;
  const c10 = m2 * m9 - m1 * m10,
    c11 = m0 * m10 - m2 * m8,
    c12 = m1 * m8 - m0 * m9;
  const c20 = m1 * m6 - m2 * m5,
    c21 = m2 * m4 - m0 * m6,
    c22 = m0 * m5 - m1 * m4;
  const det = m0 * c00 + m4 * c10 + m8 * c20;
  let minX = box[0]!,
    minY = box[1]!,
    minZ = box[2]!;
  let maxX = box[3]!,
    maxY = box[4]!,
    maxZ = box[5]!;
  const count = vertices.length / 6;
  for (let v = 0; v < count; v++) {
    const s = v * 6;
    const x = vertices[s]!,
      y = vertices[s + 1]!,
      z = vertices[s + 2]!;
    const px = m0 * x + m4 * y + m8 * z + m12;
    const py = m1 * x + m5 * y + m9 * z + m13;
    const pz = m2 * x + m6 * y + m10 * z + m14;
    const o = pAt + v * 3;
    positions[o] = px;
    positions[o + 1] = py;
    positions[o + 2] = pz;
    if (px < minX) minX = px;
    if (py < minY) minY = py;
    if (pz < minZ) minZ = pz;
    if (px > maxX) maxX = px;
    if (py > maxY) maxY = py;
    if (pz > maxZ) maxZ = pz;
    const nx = vertices[s + 3]!,
      ny = vertices[s + 4]!,
      nz = vertices[s + 5]!;
    let tx = c00 * nx + c01 * ny + c02 * nz;
    let ty = c10 * nx + c11 * ny + c12 * nz;
    let tz = c20 * nx + c21 * ny + c22 * nz;
    const len = Math.hypot(tx, ty, tz) || 1;
    tx /= len;
    ty /= len;
    tz /= len;
    const q = nAt + v * 3;
    normals[q] = toSnorm8(tx);
    normals[q + 1] = toSnorm8(ty);
    normals[q + 2] = toSnorm8(tz);
  }
  box[0] = minX;
  box[1] = minY;
  box[2] = minZ;
  box[3] = maxX;
  box[4] = maxY;
  box[5] = maxZ;
  return det < 0;
}

/** Grows `box` by the eight corners of `local` placed by `m`. */
export function growBoxByTransformedBox(
  box: number[],
  local: ArrayLike<number>,
  m: ArrayLike<number>,
): void {
  for (let corner = 0; corner < 8; corner++) {
    const x = corner & 1 ? local[3]! : local[0]!;
    const y = corner & 2 ? local[4]! : local[1]!;
    const z = corner & 4 ? local[5]! : local[2]!;
    const px = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    const py = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    const pz = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
    box[0] = Math.min(box[0]!, px);
    box[1] = Math.min(box[1]!, py);
    box[2] = Math.min(box[2]!, pz);
    box[3] = Math.max(box[3]!, px);
    box[4] = Math.max(box[4]!, py);
    box[5] = Math.max(box[5]!, pz);
  }
}
