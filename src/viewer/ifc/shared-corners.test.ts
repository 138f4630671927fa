import { describe, expect, it } from 'vitest';
import { shareCorners } from './shared-corners';

/** A flat-shaded unit cube at `x0`: 6 faces × 4 vertices (each with its face's normal), 12 triangles. */
function cube(x0: number) {
  const faces: { n: [number, number, number]; corners: number[][] }[] = [
    {
      n: [0, 0, 1],
      corners: [
        [0, 0, 1],
        [1, 0, 1],
        [1, 1, 1],
        [0, 1, 1],
      ],
    },
    {
      n: [0, 0, -1],
      corners: [
        [0, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
        [1, 0, 0],
      ],
    },
    {
      n: [1, 0, 0],
      corners: [
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, 1],
        [1, 0, 1],
      ],
    },
    {
      n: [-1, 0, 0],
      corners: [
        [0, 0, 0],
        [0, 0, 1],
        [0, 1, 1],
        [0, 1, 0],
      ],
    },
    {
      n: [0, 1, 0],
      corners: [
        [0, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
        [1, 1, 0],
      ],
    },
    {
      n: [0, -1, 0],
      corners: [
        [0, 0, 0],
        [1, 0, 0],
        [1, 0, 1],
        [0, 0, 1],
      ],
    },
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  faces.forEach((f, i) => {
    for (const [x, y, z] of f.corners) {
      positions.push(x! + x0, y!, z!);
      normals.push(...f.n.map((v) => v * 127));
    }
    indices.push(i * 4, i * 4 + 1, i * 4 + 2, i * 4, i * 4 + 2, i * 4 + 3);
  });
  return { positions, normals, indices };
}

/** Two cubes side by side sharing a face's place (x = 1), of elements 0 and 1, colours per element. */
function twoCubes() {
  const a = cube(0);
  const b = cube(1);
  const n = a.positions.length / 3;
  return {
    positions: new Float32Array([...a.positions, ...b.positions]),
    normals: new Int8Array([...a.normals, ...b.normals]),
    colors: new Uint8Array([
      ...Array.from({ length: n }, () => [200, 10, 10, 255]).flat(),
      ...Array.from({ length: n }, () => [10, 200, 10, 255]).flat(),
    ]),
    elementIds: new Float32Array([...Array(n).fill(0), ...Array(n).fill(1)]),
    indices: new Uint32Array([...a.indices, ...b.indices.map((i) => i + n)]),
  };
}

const place = (p: Float32Array, v: number) => [p[v * 3], p[v * 3 + 1], p[v * 3 + 2]];
/** A triangle as its corners' places, starting from its smallest, so that turns compare equal. */
function triangles(p: Float32Array, idx: Uint32Array): string[] {
  const out: string[] = [];
  for (let t = 0; t < idx.length; t += 3) {
    const c = [0, 1, 2].map((k) => place(p, idx[t + k]!).join(','));
    const s = c.indexOf([...c].sort()[0]!);
    out.push([0, 1, 2].map((k) => c[(s + k) % 3]).join(' '));
  }
  return out.sort();
}

describe('shareCorners', () => {
  it('draws the same triangles, same windings, with fewer distinct vertices', () => {
    const m = twoCubes();
    const out = shareCorners(m.positions, m.normals, m.colors, m.elementIds, m.indices);
    expect(triangles(m.positions, out)).toEqual(triangles(m.positions, m.indices));
    // 48 vertices drawn before; a cube has 8 corners, and each face needs one vertex of its own.
    expect(new Set(m.indices).size).toBe(48);
    expect(new Set(out).size).toBeLessThanOrEqual(2 * (8 + 6));
  });

  it("keeps each face's normal and colour on every triangle's last corner", () => {
    const m = twoCubes();
    const out = shareCorners(m.positions, m.normals, m.colors, m.elementIds, m.indices);
    for (let t = 0; t < out.length; t += 3) {
      const before = m.indices[t + 2]!;
      const after = out[t + 2]!;
      expect([...m.normals.subarray(after * 3, after * 3 + 3)]).toEqual([
        ...m.normals.subarray(before * 3, before * 3 + 3),
      ]);
      expect([...m.colors.subarray(after * 4, after * 4 + 4)]).toEqual([
        ...m.colors.subarray(before * 4, before * 4 + 4),
      ]);
    }
  });

  it("never takes a corner from another element's vertex at the same place", () => {
    const m = twoCubes();
    const out = shareCorners(m.positions, m.normals, m.colors, m.elementIds, m.indices);
    for (let t = 0; t < out.length; t++)
      expect(m.elementIds[out[t]!]).toBe(m.elementIds[m.indices[t]!]);
  });

  it('keeps the last corner of a triangle whose vertices differ in normal (smooth shading)', () => {
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
    const normals = new Int8Array([0, 0, 127, 0, 90, 90, 90, 0, 90, 0, 0, 127]);
    const out = shareCorners(positions, normals, null, null, new Uint32Array([1, 2, 0, 0, 1, 2]));
    // First triangle: its last corner (0) kept; second: its first corner (0) may become vertex 0.
    expect([...out]).toEqual([1, 2, 0, 0, 1, 2]);
    const turned = shareCorners(positions, normals, null, null, new Uint32Array([1, 2, 3]));
    // Vertex 3 is vertex 0's twin (place and normal): the face's colour comes from either.
    expect(turned[2]).toBe(0);
  });
});
