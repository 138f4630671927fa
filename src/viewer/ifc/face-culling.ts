/**
 * Sorts an opaque merged chunk's triangles for back-face culling. Each element's triangles (a run
 * of the same `elementIds` value) are tested as one surface: closed when its area vectors cancel
 * out (the sum of a closed surface's face normals times areas is zero), then oriented by its
 * signed volume. Closed and outward: kept. Closed and inside out (some IFC solids are wound the
 * other way): its triangles are turned round and its normals negated, which is what a
 * double-sided material showed of it. Open (a single face, a terrain, mixed windings): drawn
 * double-sided. Returns the indices, closed elements' triangles first, and how many indices
 * those are. `normals` is changed in place.
 */
export function sortForCulling(
  positions: Float32Array,
  normals: Int8Array,
  elementIds: Float32Array,
  indices: Uint32Array,
): { indices: Uint32Array; closed: number } {
  const triangles = indices.length / 3;
  // Per run of one element: 0 open, 1 closed, -1 closed inside out.
  const runOf = new Int32Array(triangles);
  const kinds: number[] = [];
  let t = 0;
  while (t < triangles) {
    const element = elementIds[indices[t * 3]!];
    const start = t;
    let sx = 0;
    let sy = 0;
    let sz = 0;
    let area = 0;
    let volume = 0;
    const r = indices[t * 3]! * 3;
    const rx = positions[r]!;
    const ry = positions[r + 1]!;
    const rz = positions[r + 2]!;
    for (; t < triangles && elementIds[indices[t * 3]!] === element; t++) {
      const a = indices[t * 3]! * 3;
      const b = indices[t * 3 + 1]! * 3;
      const c = indices[t * 3 + 2]! * 3;
      const ax = positions[a]! - rx;
      const ay = positions[a + 1]! - ry;
      const az = positions[a + 2]! - rz;
      const ux = positions[b]! - rx - ax;
      const uy = positions[b + 1]! - ry - ay;
      const uz = positions[b + 2]! - rz - az;
      const vx = positions[c]! - rx - ax;
      const vy = positions[c + 1]! - ry - ay;
      const vz = positions[c + 2]! - rz - az;
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      sx += nx;
      sy += ny;
      sz += nz;
      area += Math.sqrt(nx * nx + ny * ny + nz * nz);
      volume += ax * nx + ay * ny + az * nz;
      runOf[t] = kinds.length;
    }
    const closed = Math.sqrt(sx * sx + sy * sy + sz * sz) <= area * 1e-3 && area > 0;
    // A closed surface's volume is at least what float rounding leaves of a flat one.
    const size = Math.sqrt(area);
    const solid = closed && Math.abs(volume) > area * size * 1e-4;
    kinds.push(!solid ? 0 : volume > 0 ? 1 : -1);
  }
  const out = new Uint32Array(indices.length);
  let front = 0;
  for (let i = 0; i < triangles; i++) if (kinds[runOf[i]!] !== 0) front++;
  let f = 0;
  let d = front * 3;
  const flippedVertex = new Uint8Array(positions.length / 3);
  for (let i = 0; i < triangles; i++) {
    const kind = kinds[runOf[i]!]!;
    const a = indices[i * 3]!;
    const b = indices[i * 3 + 1]!;
    const c = indices[i * 3 + 2]!;
    if (kind === 0) {
      out[d++] = a;
      out[d++] = b;
      out[d++] = c;
    } else if (kind === 1) {
      out[f++] = a;
      out[f++] = b;
      out[f++] = c;
    } else {
      out[f++] = a;
      out[f++] = c;
      out[f++] = b;
      flippedVertex[a] = flippedVertex[b] = flippedVertex[c] = 1;
    }
  }
  for (let v = 0; v < flippedVertex.length; v++) {
    if (!flippedVertex[v]) continue;
    for (let k = v * 3; k < v * 3 + 3; k++) normals[k] = Math.min(127, -normals[k]!);
  }
  return { indices: out, closed: front * 3 };
}
