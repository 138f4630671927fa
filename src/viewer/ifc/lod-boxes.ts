import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { bakeFaceColours } from '../scene/vertex-colour';
import { BOX, SPECK } from './lod';

/*
 * What small instances and elements are drawn as (lod.ts): their box, one mesh of merged geometry
 * for the whole model (`CoarseBoxes`, coarse-boxes.ts), placed in world space and coloured as
 * merged geometry is. This file: a box's corners, triangles, normals and colours.
 *
 * Why the boxes are not instances: a CPU rasteriser pays for an instance whatever its size
 * (SwiftShader: about 15 µs each, as much as 75 vertices of merged geometry). ISSUE_021's 814
 * boxes cost 12 ms a frame in 27 instanced draws; as 6,512 vertices of one mesh, under 2 ms.
 */

/** Vertices per box: its eight corners (each face's colour taken from a corner of its own). */
export const BOX_VERTICES = 8;
/**
 * A box's triangles over its corners (corner c at x = c & 1, y = c & 2, z = c & 4 of the box),
 * wound outwards; both triangles of a face end at the same corner, a different one for each face,
 * whose normal is the face's: the materials colour a triangle from its last vertex (flat).
 */
export const BOX_TRIANGLES: readonly number[] = [
  // -X, +X, -Y, +Y, -Z, +Z: each face's corners counter-clockwise from outside, the corner
  // that colours it first.
  [0, 4, 6, 2],
  [7, 5, 1, 3],
  [1, 5, 4, 0],
  [2, 6, 7, 3],
  [3, 1, 0, 2],
  [4, 5, 7, 6],
].flatMap(([p, a, b, c]) => [a!, b!, p!, b!, c!, p!]);
/**
 * A speck's triangles: the tetrahedron of corners 0, 3, 5 and 6 of the box, wound outwards, each
 * face ending at a corner of its own whose normal is one of the box's faces' turned the same way
 * (its light then that of a face of the box seen from that side).
 */
export const SPECK_TRIANGLES: readonly number[] = (() => {
  const corner = (c: number) => new Vector3(c & 1, (c >> 1) & 1, (c >> 2) & 1);
  const centre = new Vector3(0.5, 0.5, 0.5);
  // Each face: the two other corners, then the one that colours it.
  return [
    [3, 5, 6],
    [5, 6, 0],
    [0, 6, 3],
    [0, 3, 5],
  ].flatMap(([a, b, p]) => {
    const [A, B, P] = [corner(a!), corner(b!), corner(p!)];
    const n = B.clone().sub(A).cross(P.clone().sub(A));
    const out = A.clone().add(B).add(P).divideScalar(3).sub(centre);
    return n.dot(out) > 0 ? [a!, b!, p!] : [b!, a!, p!];
  });
})();
/**
 * The normal each corner carries, as a face of `FACE_NORMALS`: the box's face it colours (corners
 * 5 and 6 colour none of the box's, only the speck's: +X and +Y).
 */
const CORNER_FACE = [0, 2, 3, 4, 5, 1, 3, 1];
const FACE_NORMALS = [
  [-1, 0, 0],
  [1, 0, 0],
  [0, -1, 0],
  [0, 1, 0],
  [0, 0, -1],
  [0, 0, 1],
] as const;

/** Boxes' vertices, `BOX_VERTICES` per box, in the layout of merged geometry. */
export type BoxVertices = {
  positions: Float32Array;
  normals: Int8Array;
  colours: Uint8Array;
  elementIds: Float32Array;
  bakedFront: Uint8Array;
  bakedBack: Uint8Array;
};

export function boxVertices(boxes: number): BoxVertices {
  const n = boxes * BOX_VERTICES;
  return {
    positions: new Float32Array(n * 3),
    normals: new Int8Array(n * 3),
    colours: new Uint8Array(n * 4),
    elementIds: new Float32Array(n),
    bakedFront: new Uint8Array(n * 4),
    bakedBack: new Uint8Array(n * 4),
  };
}

/**
 * The corner a speck drawn as a point stands at, and takes its colour from: the one carrying the
 * box's top face (+Y), lit as a top face is.
 */
export const SPECK_CORNER = 2;

/**
 * Where boxes' indices are written: `triangles` from position `n`, and, when `points` is there,
 * specks as one vertex each in it from position `p` (else as their tetrahedra in `triangles`).
 */
export type BoxIndex = { triangles: Uint32Array; n: number; points: Uint32Array | null; p: number };

/**
 * Writes to `out` the items whose `levels` are BOX or SPECK and whose `kinds` are `kind`, item i
 * being box `at + i`.
 */
export function boxIndex(
  levels: Uint8Array,
  kinds: Uint8Array,
  kind: number,
  out: BoxIndex,
  at: number,
): void {
  const { triangles, points } = out;
  let { n, p } = out;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i]!;
    if ((level !== BOX && level !== SPECK) || kinds[i] !== kind) continue;
    const base = (at + i) * BOX_VERTICES;
    if (level === SPECK && points) {
      points[p++] = base + SPECK_CORNER;
      continue;
    }
    const pattern = level === SPECK ? SPECK_TRIANGLES : BOX_TRIANGLES;
    for (let t = 0; t < pattern.length; t++) triangles[n++] = base + pattern[t]!;
  }
  out.n = n;
  out.p = p;
}

const normal = new Vector3();

/**
 * Box `k` of `out`: the box (`min`, `max`) placed by the 4×4 matrix at `m[e]` (none: as is), each
 * face's normal (the placement's inverse transpose, so still outwards when the placement mirrors)
 * on the corner that colours it, the colour `rgb` (bytes) and the element. `bakeBoxes` then bakes
 * its colours.
 */
export function setBox(
  out: BoxVertices,
  k: number,
  min: Vector3,
  max: Vector3,
  m: ArrayLike<number> | null,
  e: number,
  rgb: ArrayLike<number>,
  element: number,
): void {
  const M = m ?? IDENTITY;
  const o16 = m ? e : 0;
  const [a0, a1, a2, a4, a5, a6, a8, a9, a10] = [0, 1, 2, 4, 5, 6, 8, 9, 10].map(
    (d) => M[o16 + d]!,
  );
  const [t0, t1, t2] = [12, 13, 14].map((d) => M[o16 + d]!);
  const det =
    a0! * (a5! * a10! - a9! * a6!) + a4! * (a9! * a2! - a1! * a10!) + a8! * (a1! * a6! - a5! * a2!);
  // A mirroring placement turns the box's faces inside out: its corners are taken mirrored in x
  // too (corner c at the other end of x), so that the two mirrorings cancel and the shared
  // triangles stay wound outwards.
  const mirrored = det < 0 ? 1 : 0;
  const sign = det < 0 ? -1 : 1;
  for (let c = 0; c < BOX_VERTICES; c++) {
    const x = (c & 1) ^ mirrored ? max.x : min.x;
    const y = c & 2 ? max.y : min.y;
    const z = c & 4 ? max.z : min.z;
    const v = k * BOX_VERTICES + c;
    out.positions[v * 3] = a0! * x + a4! * y + a8! * z + t0!;
    out.positions[v * 3 + 1] = a1! * x + a5! * y + a9! * z + t1!;
    out.positions[v * 3 + 2] = a2! * x + a6! * y + a10! * z + t2!;
    const [fx, ny, nz] = FACE_NORMALS[CORNER_FACE[c]!]!;
    const nx = mirrored ? -fx : fx;
    // The inverse transpose, up to a positive factor: the cofactors of the placement's 3×3 part,
    // times the sign of its determinant.
    normal
      .set(
        nx * (a5! * a10! - a6! * a9!) +
          ny * (a2! * a9! - a1! * a10!) +
          nz * (a1! * a6! - a2! * a5!),
        nx * (a6! * a8! - a4! * a10!) +
          ny * (a0! * a10! - a2! * a8!) +
          nz * (a2! * a4! - a0! * a6!),
        nx * (a4! * a9! - a5! * a8!) + ny * (a1! * a8! - a0! * a9!) + nz * (a0! * a5! - a1! * a4!),
      )
      .multiplyScalar(sign)
      .normalize();
    out.normals[v * 3] = Math.round(normal.x * 127);
    out.normals[v * 3 + 1] = Math.round(normal.y * 127);
    out.normals[v * 3 + 2] = Math.round(normal.z * 127);
    out.colours[v * 4] = rgb[0]!;
    out.colours[v * 4 + 1] = rgb[1]!;
    out.colours[v * 4 + 2] = rgb[2]!;
    out.colours[v * 4 + 3] = 255;
    out.elementIds[v] = element;
  }
}

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** Fills the baked colours of boxes `from` to `from + count` (vertex-colour.ts). */
export function bakeBoxes(out: BoxVertices, from: number, count: number): void {
  const [v0, v1] = [from * BOX_VERTICES, (from + count) * BOX_VERTICES];
  const g = new BufferGeometry();
  g.setAttribute('normal', new BufferAttribute(out.normals.subarray(v0 * 3, v1 * 3), 3, true));
  g.setAttribute('color', new BufferAttribute(out.colours.subarray(v0 * 4, v1 * 4), 4, true));
  bakeFaceColours(g);
  out.bakedFront.set(g.getAttribute('bakedFront').array as Uint8Array, v0 * 4);
  out.bakedBack.set(g.getAttribute('bakedBack').array as Uint8Array, v0 * 4);
}
