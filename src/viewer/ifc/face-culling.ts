/**
 * Sorts an opaque merged chunk's triangles for back-face culling. Each element (a run of one
 * `elementIds` value) is tested as one surface: closed when its faces' area vectors cancel out (a
 * closed surface's do), then oriented by its signed volume. Closed and outward: drawn one-sided,
 * lit as a double-sided material lit it. Closed but inside out: turned round, normals negated,
 * which is again how a double-sided material lit it. Not closed as wound but closed once each
 * triangle is wound as its vertex normals say (web-ifc's boolean results wind some faces of a
 * solid against their normals): so wound, and lit by those normals. Open (a single face, a
 * terrain, faces missing): left as it was, drawn double-sided. Returns the
 * indices, closed elements' triangles first, and how many indices those are. `normals` is
 * changed in place.
 */
export function sortForCulling(
  positions: Float32Array,
  normals: Int8Array,
  elementIds: Float32Array,
  indices: Uint32Array,
): { indices: Uint32Array; closed: number } {
  const triangles = indices.length / 3;
  // Per triangle: its element run; whether its winding disagrees with its normals.
  const runOf = new Int32Array(triangles);
  const against = new Uint8Array(triangles);
  // Per run: 0 open, 1 closed, -1 closed inside out; whether wound as its normals say.
  const kinds: number[] = [];
  const byNormals: boolean[] = [];
  let t = 0;
  while (t < triangles) {
    const element = elementIds[indices[t * 3]!];
    let sx = 0;
    let sy = 0;
    let sz = 0;
    let area = 0;
    let volume = 0;
    // The same with each triangle wound as its normals say.
    let fx = 0;
    let fy = 0;
    let fz = 0;
    let fixedVolume = 0;
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
      const ux = positions[b]! - positions[a]!;
      const uy = positions[b + 1]! - positions[a + 1]!;
      const uz = positions[b + 2]! - positions[a + 2]!;
      const vx = positions[c]! - positions[a]!;
      const vy = positions[c + 1]! - positions[a + 1]!;
      const vz = positions[c + 2]! - positions[a + 2]!;
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      const facing =
        nx * (normals[a]! + normals[b]! + normals[c]!) +
        ny * (normals[a + 1]! + normals[b + 1]! + normals[c + 1]!) +
        nz * (normals[a + 2]! + normals[b + 2]! + normals[c + 2]!);
      const sign = facing < 0 ? -1 : 1;
      if (facing < 0) against[t] = 1;
      sx += nx;
      sy += ny;
      sz += nz;
      fx += sign * nx;
      fy += sign * ny;
      fz += sign * nz;
      area += Math.sqrt(nx * nx + ny * ny + nz * nz);
      const v = ax * nx + ay * ny + az * nz;
      volume += v;
      fixedVolume += sign * v;
      runOf[t] = kinds.length;
    }
    // Closed: area vectors cancel out (up to small gaps in the tessellation); a solid: its volume
    // is more than what rounding leaves of a flat surface. As wound first (what a double-sided
    // material showed), else as the normals say.
    const solid = (x: number, y: number, z: number, vol: number) =>
      area > 0 &&
      Math.sqrt(x * x + y * y + z * z) <= area * 0.02 &&
      Math.abs(vol) > area * Math.sqrt(area) * 1e-4;
    const asWound = solid(sx, sy, sz, volume);
    const asNormals = !asWound && solid(fx, fy, fz, fixedVolume);
    byNormals.push(asNormals);
    const vol = asNormals ? fixedVolume : volume;
    kinds.push(!asWound && !asNormals ? 0 : vol > 0 ? 1 : -1);
  }
  const out = new Uint32Array(indices.length);
  let front = 0;
  for (let i = 0; i < triangles; i++) if (kinds[runOf[i]!] !== 0) front++;
  let f = 0;
  let d = front * 3;
  const negate = new Uint8Array(positions.length / 3);
  for (let i = 0; i < triangles; i++) {
    const run = runOf[i]!;
    const kind = kinds[run]!;
    const a = indices[i * 3]!;
    const b = indices[i * 3 + 1]!;
    const c = indices[i * 3 + 2]!;
    if (kind === 0) {
      out[d++] = a;
      out[d++] = b;
      out[d++] = c;
      continue;
    }
    // An inside-out element turned round, its normals negated.
    const swap = (byNormals[run]! && against[i] === 1) !== (kind === -1);
    out[f++] = a;
    out[f++] = swap ? c : b;
    out[f++] = swap ? b : c;
    if (kind === -1) negate[a] = negate[b] = negate[c] = 1;
  }
  for (let v = 0; v < negate.length; v++) {
    if (!negate[v]) continue;
    for (let k = v * 3; k < v * 3 + 3; k++) normals[k] = Math.min(127, -normals[k]!);
  }
  return { indices: out, closed: front * 3 };
}
