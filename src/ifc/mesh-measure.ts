/**
 * Quantities computed from triangle meshes, for elements whose model gives none (take-off):
 * - volume: the sum of the signed tetrahedra each triangle makes with a point (the element's
 *   box centre, for precision), exact on a closed, consistently wound mesh;
 * - length: the longest extent of the element's oriented box, whose axes are the principal axes
 *   of its surface (area-weighted covariance of the triangle centroids);
 * - area: the "largest face set": the one-sided area of the faces facing the thinnest principal
 *   axis (the side of a wall, the top of a slab, a plate's face), the larger of the two sides;
 *   when no face faces that axis squarely (a curved or blob-like shape), half the total surface.
 * Two passes over the triangles (sums, then projections on the axes), in slices the caller times.
 */

/** Geometry as the viewer holds it: merged (an element per vertex) or a template's instances. */
export type MeshPiece =
  | {
      kind: 'merged';
      positions: ArrayLike<number>;
      indices: ArrayLike<number>;
      elementIds: ArrayLike<number>;
    }
  | {
      kind: 'instances';
      positions: ArrayLike<number>;
      indices: ArrayLike<number>;
      /** Column-major 4×4 per instance. */
      matrices: ArrayLike<number>;
      elementIds: ArrayLike<number>;
    };

export type ComputedMeasures = { length: number; area: number; volume: number };

/** Cosine above which a face is taken to face an axis. */
const facing = 0.9;

export class MeshMeasurer {
  private readonly n: number;
  /** Per slot: volume, surface, weight, Σc (3), Σcc (6). */
  private readonly sums: Float64Array;
  /** Per slot: the three axes (9), then min and max on each (6), then the two facing areas (2). */
  private readonly axes: Float64Array;
  private readonly proj: Float64Array;
  private pass: 1 | 2 = 1;

  /**
   * `slotOf(element)`: the element's slot, or -1 when it is not measured; `origins`: a point
   * near each slot's element (3 per slot).
   */
  constructor(
    private readonly slotOf: (element: number) => number,
    private readonly origins: Float64Array,
  ) {
    this.n = origins.length / 3;
    this.sums = new Float64Array(this.n * 12);
    this.axes = new Float64Array(this.n * 9);
    this.proj = new Float64Array(this.n * 8);
    for (let s = 0; s < this.n; s++) {
      for (let k = 0; k < 3; k++) {
        this.proj[s * 8 + k * 2] = Infinity;
        this.proj[s * 8 + k * 2 + 1] = -Infinity;
      }
    }
  }

  /**
   * The units of `measure` in a piece: its triangles (merged), or each instance's triangles in
   * runs of at most `chunk`, so a slice never holds a whole large template's instance.
   */
  static units(piece: MeshPiece): number {
    if (piece.kind === 'merged') return piece.indices.length / 3;
    return piece.elementIds.length * MeshMeasurer.runsOf(piece);
  }

  /** Triangles per unit of an instanced piece. */
  static readonly chunk = 4096;

  private static runsOf(piece: MeshPiece): number {
    return Math.max(1, Math.ceil(piece.indices.length / 3 / MeshMeasurer.chunk));
  }

  /** Measures units [from, to) of a piece in the current pass. */
  measure(piece: MeshPiece, from: number, to: number): void {
    const p = piece.positions;
    const idx = piece.indices;
    const v = new Float64Array(9);
    if (piece.kind === 'merged') {
      for (let t = from; t < to; t++) {
        const a = idx[t * 3]!;
        const slot = this.slotOf(piece.elementIds[a]!);
        if (slot < 0) continue;
        for (let k = 0; k < 3; k++) {
          const i = idx[t * 3 + k]! * 3;
          v[k * 3] = p[i]!;
          v[k * 3 + 1] = p[i + 1]!;
          v[k * 3 + 2] = p[i + 2]!;
        }
        this.triangle(slot, v);
      }
      return;
    }
    const m = piece.matrices;
    const triangles = idx.length / 3;
    const runs = MeshMeasurer.runsOf(piece);
    for (let u = from; u < to; u++) {
      const inst = Math.floor(u / runs);
      const slot = this.slotOf(piece.elementIds[inst]!);
      if (slot < 0) continue;
      const o = inst * 16;
      const first = (u % runs) * MeshMeasurer.chunk;
      const last = Math.min(triangles, first + MeshMeasurer.chunk);
      for (let t = first; t < last; t++) {
        for (let k = 0; k < 3; k++) {
          const i = idx[t * 3 + k]! * 3;
          const x = p[i]!;
          const y = p[i + 1]!;
          const z = p[i + 2]!;
          v[k * 3] = m[o]! * x + m[o + 4]! * y + m[o + 8]! * z + m[o + 12]!;
          v[k * 3 + 1] = m[o + 1]! * x + m[o + 5]! * y + m[o + 9]! * z + m[o + 13]!;
          v[k * 3 + 2] = m[o + 2]! * x + m[o + 6]! * y + m[o + 10]! * z + m[o + 14]!;
        }
        this.triangle(slot, v);
      }
    }
  }

  /** Ends the first pass: every slot's principal axes. */
  nextPass(): void {
    for (let s = 0; s < this.n; s++) {
      const b = s * 12;
      const w = this.sums[b + 2]!;
      const cov = new Float64Array(6);
      if (w > 0) {
        const mx = this.sums[b + 3]! / w;
        const my = this.sums[b + 4]! / w;
        const mz = this.sums[b + 5]! / w;
        const mean = [mx, my, mz];
        let k = 0;
        for (let i = 0; i < 3; i++)
          for (let j = i; j < 3; j++, k++) cov[k] = this.sums[b + 6 + k]! / w - mean[i]! * mean[j]!;
      }
      this.axes.set(principalAxes(cov), s * 9);
    }
    this.pass = 2;
  }

  /** Each slot's quantities (after both passes), in the positions' unit. */
  results(): ComputedMeasures[] {
    const out: ComputedMeasures[] = [];
    for (let s = 0; s < this.n; s++) {
      const q = s * 8;
      let length = 0;
      for (let k = 0; k < 3; k++)
        length = Math.max(length, this.proj[q + k * 2 + 1]! - this.proj[q + k * 2]!);
      const half = this.sums[s * 12 + 1]! / 2;
      const face = Math.max(this.proj[q + 6]!, this.proj[q + 7]!);
      out.push({
        volume: Math.abs(this.sums[s * 12]!),
        area: face > 0.1 * half ? face : half,
        length: Number.isFinite(length) ? length : 0,
      });
    }
    return out;
  }

  private triangle(slot: number, v: Float64Array): void {
    const ox = this.origins[slot * 3]!;
    const oy = this.origins[slot * 3 + 1]!;
    const oz = this.origins[slot * 3 + 2]!;
    const ax = v[0]! - ox, ay = v[1]! - oy, az = v[2]! - oz; // prettier-ignore
    const bx = v[3]! - ox, by = v[4]! - oy, bz = v[5]! - oz; // prettier-ignore
    const cx = v[6]! - ox, cy = v[7]! - oy, cz = v[8]! - oz; // prettier-ignore
    // Twice the triangle's area, as a vector normal to it.
    const ux = bx - ax, uy = by - ay, uz = bz - az; // prettier-ignore
    const wx = cx - ax, wy = cy - ay, wz = cz - az; // prettier-ignore
    const nx = uy * wz - uz * wy;
    const ny = uz * wx - ux * wz;
    const nz = ux * wy - uy * wx;
    const area = Math.hypot(nx, ny, nz) / 2;
    if (this.pass === 1) {
      const b = slot * 12;
      const s = this.sums;
      s[b] =
        s[b]! +
        (ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)) / 6;
      s[b + 1] = s[b + 1]! + area;
      s[b + 2] = s[b + 2]! + area;
      // The surface's exact first and second moments over the triangle:
      // ∫x dA = A·s/3 and ∫x xᵀ dA = A/12·(a aᵀ + b bᵀ + c cᵀ + s sᵀ), s = a + b + c.
      const sx = ax + bx + cx;
      const sy = ay + by + cy;
      const sz = az + bz + cz;
      const k = area / 12;
      s[b + 3] = s[b + 3]! + (area * sx) / 3;
      s[b + 4] = s[b + 4]! + (area * sy) / 3;
      s[b + 5] = s[b + 5]! + (area * sz) / 3;
      s[b + 6] = s[b + 6]! + k * (ax * ax + bx * bx + cx * cx + sx * sx);
      s[b + 7] = s[b + 7]! + k * (ax * ay + bx * by + cx * cy + sx * sy);
      s[b + 8] = s[b + 8]! + k * (ax * az + bx * bz + cx * cz + sx * sz);
      s[b + 9] = s[b + 9]! + k * (ay * ay + by * by + cy * cy + sy * sy);
      s[b + 10] = s[b + 10]! + k * (ay * az + by * bz + cy * cz + sy * sz);
      s[b + 11] = s[b + 11]! + k * (az * az + bz * bz + cz * cz + sz * sz);
      return;
    }
    const e = slot * 9;
    const q = slot * 8;
    const x = this.axes;
    for (let k = 0; k < 3; k++) {
      const dx = x[e + k * 3]!, dy = x[e + k * 3 + 1]!, dz = x[e + k * 3 + 2]!; // prettier-ignore
      const lo = q + k * 2;
      const da = ax * dx + ay * dy + az * dz;
      const db = bx * dx + by * dy + bz * dz;
      const dc = cx * dx + cy * dy + cz * dz;
      const min = da < db ? (da < dc ? da : dc) : db < dc ? db : dc;
      const max = da > db ? (da > dc ? da : dc) : db > dc ? db : dc;
      if (min < this.proj[lo]!) this.proj[lo] = min;
      if (max > this.proj[lo + 1]!) this.proj[lo + 1] = max;
    }
    if (area === 0) return;
    // The thinnest axis is the last (smallest spread).
    const cos = (nx * x[e + 6]! + ny * x[e + 7]! + nz * x[e + 8]!) / (2 * area);
    if (cos > facing) this.proj[q + 6] = this.proj[q + 6]! + area;
    else if (cos < -facing) this.proj[q + 7] = this.proj[q + 7]! + area;
  }
}

/**
 * The eigenvectors of a symmetric 3×3 matrix (xx, xy, xz, yy, yz, zz), by Jacobi rotations,
 * ordered by decreasing eigenvalue: 9 numbers, one axis after the other.
 */
export function principalAxes(c: ArrayLike<number>): number[] {
  const { values, axes } = symmetricEigen(c);
  const order = [0, 1, 2].sort((i, j) => values[j]! - values[i]!);
  return order.flatMap((i) => axes.slice(i * 3, i * 3 + 3));
}

/**
 * The eigenvalues and eigenvectors of a symmetric 3×3 matrix (xx, xy, xz, yy, yz, zz), by cyclic
 * Jacobi rotations, in the order the rotations leave them: 3 values, and 9 numbers, one axis after
 * the other.
 */
export function symmetricEigen(c: ArrayLike<number>): { values: number[]; axes: number[] } {
  // Row by row: `a` the matrix as the rotations turn it, `v` the axes as its columns.
  const a = [c[0]!, c[1]!, c[2]!, c[1]!, c[3]!, c[4]!, c[2]!, c[4]!, c[5]!];
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 24; sweep++) {
    const off = Math.abs(a[1]!) + Math.abs(a[2]!) + Math.abs(a[5]!);
    if (off < 1e-15 * (Math.abs(a[0]!) + Math.abs(a[4]!) + Math.abs(a[8]!) + 1e-300)) break;
    for (const [p, q] of PAIRS) {
      const apq = a[p * 3 + q]!;
      if (apq === 0) continue;
      const theta = (a[q * 4]! - a[p * 4]!) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const cs = 1 / Math.sqrt(t * t + 1);
      const sn = t * cs;
      // a ← Jᵀ a J, v ← v J, J the rotation in the (p, q) plane.
      for (let k = 0; k < 3; k++) {
        const akp = a[k * 3 + p]!;
        const akq = a[k * 3 + q]!;
        a[k * 3 + p] = cs * akp - sn * akq;
        a[k * 3 + q] = sn * akp + cs * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[p * 3 + k]!;
        const aqk = a[q * 3 + k]!;
        a[p * 3 + k] = cs * apk - sn * aqk;
        a[q * 3 + k] = sn * apk + cs * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k * 3 + p]!;
        const vkq = v[k * 3 + q]!;
        v[k * 3 + p] = cs * vkp - sn * vkq;
        v[k * 3 + q] = sn * vkp + cs * vkq;
      }
    }
  }
  return {
    values: [a[0]!, a[4]!, a[8]!],
    axes: [v[0]!, v[3]!, v[6]!, v[1]!, v[4]!, v[7]!, v[2]!, v[5]!, v[8]!],
  };
}

const PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
] as const;
