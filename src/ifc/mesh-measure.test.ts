import { describe, expect, it } from 'vitest';
import { MeshMeasurer, principalAxes, type MeshPiece } from './mesh-measure';

/** A closed box mesh (outward winding), sizes sx × sy × sz, rotated about Z by `angle`, at `at`. */
function box(sx: number, sy: number, sz: number, angle = 0, at = [0, 0, 0]) {
  const corners: number[] = [];
  for (let i = 0; i < 8; i++) {
    const x = (i & 1 ? 1 : 0) * sx;
    const y = (i & 2 ? 1 : 0) * sy;
    const z = (i & 4 ? 1 : 0) * sz;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    corners.push(c * x - s * y + at[0]!, s * x + c * y + at[1]!, z + at[2]!);
  }
  // Two triangles per face, counter-clockwise seen from outside.
  const quads = [
    [0, 2, 3, 1], // bottom (z = 0)
    [4, 5, 7, 6], // top
    [0, 1, 5, 4], // y = 0
    [2, 6, 7, 3], // y = sy
    [0, 4, 6, 2], // x = 0
    [1, 3, 7, 5], // x = sx
  ];
  const indices = quads.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!]);
  return { positions: new Float32Array(corners), indices: new Uint32Array(indices) };
}

function measure(pieces: MeshPiece[], elements: number[], origins?: number[]) {
  const slots = new Map(elements.map((e, i) => [e, i]));
  const m = new MeshMeasurer(
    (e) => slots.get(e) ?? -1,
    new Float64Array(origins ?? elements.flatMap(() => [0, 0, 0])),
  );
  for (const p of pieces) m.measure(p, 0, MeshMeasurer.units(p));
  m.nextPass();
  for (const p of pieces) m.measure(p, 0, MeshMeasurer.units(p));
  return m.results();
}

const merged = (g: ReturnType<typeof box>, element: number): MeshPiece => ({
  kind: 'merged',
  ...g,
  elementIds: new Float32Array(g.positions.length / 3).fill(element),
});

describe('mesh measures', () => {
  it('a unit cube: volume 1, area 1 (one face), length 1', () => {
    const [r] = measure([merged(box(1, 1, 1), 0)], [0]);
    expect(r!.volume).toBeCloseTo(1, 6);
    expect(r!.area).toBeCloseTo(1, 6);
    expect(r!.length).toBeCloseTo(1, 6);
  });

  it('a wall 5 × 0.27 × 2 m turned 30°, far from the origin: 2.7 m³, one side 10 m², 5 m long', () => {
    const g = box(5, 0.27, 2, Math.PI / 6, [1000, 2000, 30]);
    const [r] = measure([merged(g, 3)], [3], [1002, 2001, 31]);
    // Float32 positions 2 km out carry about 0.1 mm: the figures hold to 0.1 %.
    expect(r!.volume).toBeCloseTo(2.7, 2);
    expect(r!.area).toBeCloseTo(10, 3);
    expect(r!.length).toBeCloseTo(5, 3);
  });

  it('a slab 4 × 3 × 0.2: its top face is the area', () => {
    const [r] = measure([merged(box(4, 3, 0.2), 0)], [0]);
    expect(r!.volume).toBeCloseTo(2.4, 5);
    expect(r!.area).toBeCloseTo(12, 5);
    expect(r!.length).toBeCloseTo(4, 5);
  });

  it('measures only the chosen elements of a merged piece, each on its own', () => {
    const a = box(1, 1, 1);
    const b = box(2, 2, 2, 0, [5, 0, 0]);
    const positions = new Float32Array([...a.positions, ...b.positions]);
    const indices = new Uint32Array([...a.indices, ...[...b.indices].map((i) => i + 8)]);
    const elementIds = new Float32Array(16).fill(7, 0, 8).fill(9, 8);
    const piece: MeshPiece = { kind: 'merged', positions, indices, elementIds };
    const [r] = measure([piece], [9]);
    expect(r!.volume).toBeCloseTo(8, 5);
    expect(r!.length).toBeCloseTo(2, 5);
  });

  it('instances: each placement of a template counts for its element, scale included', () => {
    const t = box(1, 1, 1);
    // Column-major matrices: a translation, and a uniform scale by 2.
    const matrices = new Float32Array([
      ...[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1],
      ...[2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 10, 0, 1],
    ]);
    const piece: MeshPiece = {
      kind: 'instances',
      ...t,
      matrices,
      elementIds: new Float32Array([4, 5]),
    };
    const [a, b] = measure([piece], [4, 5]);
    expect(a!.volume).toBeCloseTo(1, 5);
    expect(b!.volume).toBeCloseTo(8, 5);
    expect(b!.area).toBeCloseTo(4, 5);
  });

  it('a large template is measured in runs of triangles, one unit at a time', () => {
    // 400 disjoint unit cubes in one template: 4 800 triangles, two runs of at most 4 096.
    const cubes = Array.from({ length: 400 }, (_, i) => box(1, 1, 1, 0, [i * 2, 0, 0]));
    const positions = new Float32Array(cubes.flatMap((c) => [...c.positions]));
    const indices = new Uint32Array(cubes.flatMap((c, i) => [...c.indices].map((x) => x + i * 8)));
    const matrices = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    const piece: MeshPiece = {
      kind: 'instances',
      positions,
      indices,
      matrices,
      elementIds: new Float32Array([0]),
    };
    expect(MeshMeasurer.units(piece)).toBe(2);
    const m = new MeshMeasurer((e) => (e === 0 ? 0 : -1), new Float64Array(3));
    for (let pass = 0; pass < 2; pass++) {
      for (let u = 0; u < MeshMeasurer.units(piece); u++) m.measure(piece, u, u + 1);
      if (pass === 0) m.nextPass();
    }
    expect(m.results()[0]!.volume).toBeCloseTo(400, 3);
    expect(m.results()[0]!.length).toBeCloseTo(799, 2);
  });

  it('an element made of two pieces adds up', () => {
    const [r] = measure([merged(box(1, 1, 1), 2), merged(box(1, 1, 1, 0, [0, 0, 1]), 2)], [2]);
    expect(r!.volume).toBeCloseTo(2, 5);
    expect(r!.length).toBeCloseTo(2, 5);
  });

  it('principal axes are the eigenvectors of a matrix turned askew, by decreasing eigenvalue', () => {
    // R diag(9, 4, 1) Rᵀ, R a rotation about three axes at once: its eigenvectors are R's columns.
    const [a, b, c] = [0.3, -0.8, 1.1].map((t) => [Math.cos(t), Math.sin(t)] as const);
    const rx = [1, 0, 0, 0, a![0], -a![1], 0, a![1], a![0]];
    const ry = [b![0], 0, b![1], 0, 1, 0, -b![1], 0, b![0]];
    const rz = [c![0], -c![1], 0, c![1], c![0], 0, 0, 0, 1];
    const mul = (m: number[], n: number[]) =>
      [0, 1, 2].flatMap((i) =>
        [0, 1, 2].map((j) => [0, 1, 2].reduce((sum, k) => sum + m[i * 3 + k]! * n[k * 3 + j]!, 0)),
      );
    const r = mul(mul(rx, ry), rz);
    const column = (j: number) => [r[j]!, r[3 + j]!, r[6 + j]!];
    const m = (i: number, j: number) =>
      [9, 4, 1].reduce((sum, value, k) => sum + value * column(k)[i]! * column(k)[j]!, 0);
    const axes = principalAxes([m(0, 0), m(0, 1), m(0, 2), m(1, 1), m(1, 2), m(2, 2)]);
    for (let k = 0; k < 3; k++) {
      const dot = [0, 1, 2].reduce((sum, i) => sum + axes[k * 3 + i]! * column(k)[i]!, 0);
      expect(Math.abs(dot)).toBeCloseTo(1, 6);
    }
  });

  it('principal axes come by decreasing spread', () => {
    const axes = principalAxes([1, 0, 0, 9, 0, 4]);
    expect(Math.abs(axes[1]!)).toBeCloseTo(1, 9);
    expect(Math.abs(axes[5]!)).toBeCloseTo(1, 9);
    expect(Math.abs(axes[6]!)).toBeCloseTo(1, 9);
  });
});
