import { describe, expect, it } from 'vitest';
import { sortForCulling } from './face-culling';

type Mesh = { positions: number[]; normals: number[]; ids: number[]; indices: number[] };

/** A unit cube's six faces, two triangles each, wound outwards, flat normals, one element. */
function cube(element: number, at = 0, into?: Mesh): Mesh {
  const m = into ?? { positions: [], normals: [], ids: [], indices: [] };
  const faces: [number[], number[], number[], number[]][] = [
    // normal, then three corners spanning the face (origin, u, v) with u x v = normal
    [
      [1, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, 0, 1],
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [0, 0, 0],
      [0, 1, 0],
      [1, 0, 0],
    ],
  ];
  for (const [n, o, u, v] of faces) {
    const base = m.positions.length / 3;
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]) {
      m.positions.push(
        at + o[0]! + a! * u[0]! + b! * v[0]!,
        o[1]! + a! * u[1]! + b! * v[1]!,
        o[2]! + a! * u[2]! + b! * v[2]!,
      );
      m.normals.push(n[0]! * 127, n[1]! * 127, n[2]! * 127);
      m.ids.push(element);
    }
    m.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return m;
}

function run(m: Mesh) {
  const normals = new Int8Array(m.normals);
  const result = sortForCulling(
    new Float32Array(m.positions),
    normals,
    new Float32Array(m.ids),
    new Uint32Array(m.indices),
  );
  return { ...result, normals };
}

/** Whether every triangle of `indices[from, to)` is wound as its first vertex's normal says. */
function woundAsNormals(
  m: Mesh,
  indices: Uint32Array,
  normals: Int8Array,
  from = 0,
  to = indices.length,
): boolean {
  for (let t = from; t < to; t += 3) {
    const [a, b, c] = [indices[t]! * 3, indices[t + 1]! * 3, indices[t + 2]! * 3];
    const p = m.positions;
    const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
    const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
    const n = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    if (n[0]! * normals[a]! + n[1]! * normals[a + 1]! + n[2]! * normals[a + 2]! <= 0) return false;
  }
  return true;
}

describe('sortForCulling', () => {
  it('keeps a closed outward solid as it is, all of it one-sided', () => {
    const m = cube(0);
    const r = run(m);
    expect(r.closed).toBe(36);
    expect([...r.indices]).toEqual(m.indices);
    expect([...r.normals]).toEqual(m.normals);
  });

  it('turns an inside-out solid round and negates its normals (as a double-sided material lit it)', () => {
    const m = cube(0);
    for (let t = 0; t < m.indices.length; t += 3)
      [m.indices[t + 1], m.indices[t + 2]] = [m.indices[t + 2]!, m.indices[t + 1]!];
    for (let i = 0; i < m.normals.length; i++) m.normals[i] = -m.normals[i]!;
    const r = run(m);
    expect(r.closed).toBe(36);
    expect(woundAsNormals(m, r.indices, r.normals)).toBe(true);
    expect(r.normals[0]).toBe(127); // the +x face's normal points out again
  });

  it('rewinds a solid whose faces are wound against their normals, and leaves open surfaces double-sided after the closed ones', () => {
    const m = cube(0);
    // Two faces wound the other way: not closed as wound, closed as the normals say.
    for (const t of [0, 9, 18, 21])
      [m.indices[t + 1], m.indices[t + 2]] = [m.indices[t + 2]!, m.indices[t + 1]!];
    // An open surface (one square) of another element.
    const open = cube(1, 5);
    const base = m.positions.length / 3;
    m.positions.push(...open.positions.slice(0, 12));
    m.normals.push(...open.normals.slice(0, 12));
    m.ids.push(1, 1, 1, 1);
    m.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
    const r = run(m);
    expect(r.closed).toBe(36);
    expect(woundAsNormals(m, r.indices, r.normals, 0, 36)).toBe(true);
    expect([...r.indices.slice(36)]).toEqual(m.indices.slice(36));
  });
});
