import { symmetricEigen } from '@/ifc/mesh-measure';

/**
 * The oriented bounding boxes of a merged chunk's elements: each element's box along the principal
 * axes of its vertices (the eigenvectors of their covariance), the box a level of detail draws it
 * as (merged-lod.ts). A beam, a pipe or a rail lying askew has a world box as wide as it is long;
 * its oriented box is as thin as it is, so that far away it is drawn as what it is, a thin line.
 */
export type OrientedBoxes = {
  /** Per element: its three axes, unit and right-handed, as x y z each (9 numbers). */
  axes: Float32Array;
  /** Per element: its least and greatest coordinates along each of its axes (3 numbers each). */
  min: Float32Array;
  max: Float32Array;
};

/**
 * The oriented boxes of `count` elements, each of the vertices of its triangles: `runs` lists
 * [first index, index count, element] over `index`, the chunk's index into `positions`.
 */
export function orientedBoxes(
  runs: Int32Array,
  index: Uint32Array,
  positions: ArrayLike<number>,
  count: number,
): OrientedBoxes {
  // Sums per element: count, x y z, xx xy xz yy yz zz (corners shared by triangles count each
  // time: a weighting by triangles, good enough for axes).
  const sums = new Float64Array(count * 10);
  for (let r = 0; r < runs.length; r += 3) {
    const [start, n, e] = [runs[r]!, runs[r + 1]!, runs[r + 2]!];
    const s = e * 10;
    for (let i = start; i < start + n; i++) {
      const v = index[i]! * 3;
      const [x, y, z] = [positions[v]!, positions[v + 1]!, positions[v + 2]!];
      sums[s]! += 1;
      sums[s + 1]! += x;
      sums[s + 2]! += y;
      sums[s + 3]! += z;
      sums[s + 4]! += x * x;
      sums[s + 5]! += x * y;
      sums[s + 6]! += x * z;
      sums[s + 7]! += y * y;
      sums[s + 8]! += y * z;
      sums[s + 9]! += z * z;
    }
  }
  const axes = new Float32Array(count * 9);
  for (let e = 0; e < count; e++) {
    const s = e * 10;
    const k = sums[s]! || 1;
    const [mx, my, mz] = [sums[s + 1]! / k, sums[s + 2]! / k, sums[s + 3]! / k];
    const xx = sums[s + 4]! / k - mx * mx;
    const xy = sums[s + 5]! / k - mx * my;
    const xz = sums[s + 6]! / k - mx * mz;
    const yy = sums[s + 7]! / k - my * my;
    const yz = sums[s + 8]! / k - my * mz;
    const zz = sums[s + 9]! / k - mz * mz;
    // Two of the eigenvectors, and z = x × y (right-handed).
    const v = symmetricEigen([xx, xy, xz, yy, yz, zz]).axes;
    const [x0, x1, x2, y0, y1, y2] = [v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!];
    axes.set(
      [x0, x1, x2, y0, y1, y2, x1 * y2 - x2 * y1, x2 * y0 - x0 * y2, x0 * y1 - x1 * y0],
      e * 9,
    );
  }
  const min = new Float32Array(count * 3).fill(Infinity);
  const max = new Float32Array(count * 3).fill(-Infinity);
  for (let r = 0; r < runs.length; r += 3) {
    const [start, n, e] = [runs[r]!, runs[r + 1]!, runs[r + 2]!];
    for (let i = start; i < start + n; i++) {
      const p = index[i]! * 3;
      const [x, y, z] = [positions[p]!, positions[p + 1]!, positions[p + 2]!];
      for (let c = 0; c < 3; c++) {
        const o = e * 9 + c * 3;
        const d = x * axes[o]! + y * axes[o + 1]! + z * axes[o + 2]!;
        if (d < min[e * 3 + c]!) min[e * 3 + c] = d;
        if (d > max[e * 3 + c]!) max[e * 3 + c] = d;
      }
    }
  }
  return { axes, min, max };
}
