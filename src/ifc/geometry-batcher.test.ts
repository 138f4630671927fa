import { describe, expect, it } from 'vitest';
import { GeometryBatcher, type PlacedGeometryInput } from './geometry-batcher';

/** A unit quad (two triangles) in the XY plane, interleaved position + normal. */
function quad(): { vertices: Float32Array; indices: Uint32Array } {
  const p = [
    [0, 0, 0],
    [1, 0, 0],
    [1, 1, 0],
    [0, 1, 0],
  ];
  const vertices = new Float32Array(p.flatMap((v) => [...v, 0, 0, 1]));
  return { vertices, indices: new Uint32Array([0, 1, 2, 0, 2, 3]) };
}

const translate = (x: number, y: number, z: number) => [
  1,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  0,
  1,
  0,
  x,
  y,
  z,
  1,
];
const mirrorX = [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function placed(
  geometryId: number,
  matrix: number[],
  color: [number, number, number, number] = [1, 0, 0, 1],
): PlacedGeometryInput {
  return { geometryId, ...quad(), matrix, color };
}

describe('geometry batching', () => {
  it('merges elements of one opacity class into one chunk, placed in world space, with their element index per vertex', () => {
    const b = new GeometryBatcher();
    expect(b.addElement(101, [placed(1, translate(10, 0, 0))])).toBe(0);
    expect(b.addElement(102, [placed(2, translate(0, 5, 0), [0, 1, 0, 1])])).toBe(1);
    const batch = b.take();
    expect(batch.merged).toHaveLength(1);
    const chunk = batch.merged[0]!;
    expect(chunk.transparent).toBe(false);
    expect(Array.from(chunk.positions.slice(0, 3))).toEqual([10, 0, 0]);
    expect(Array.from(chunk.positions.slice(12, 15))).toEqual([0, 5, 0]);
    expect(Array.from(chunk.elementIds)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    // The second element's triangles index its own vertices.
    expect(Array.from(chunk.indices.slice(6))).toEqual([4, 5, 6, 4, 6, 7]);
    expect(Array.from(chunk.colors.slice(16, 20))).toEqual([0, 255, 0, 255]);
    expect(Array.from(chunk.normals.slice(0, 3))).toEqual([0, 0, 127]);
    expect(Array.from(batch.elements.expressIds)).toEqual([101, 102]);
    expect(Array.from(batch.elements.boxes.slice(0, 6))).toEqual([10, 0, 0, 11, 1, 0]);
  });

  it('keeps transparent geometry apart from opaque geometry', () => {
    const b = new GeometryBatcher();
    b.addElement(1, [
      placed(1, translate(0, 0, 0), [0.5, 0.5, 1, 0.3]),
      placed(2, translate(0, 0, 1)),
    ]);
    const { merged } = b.take();
    expect(merged.map((m) => m.transparent).sort()).toEqual([false, true]);
    expect(merged.find((m) => m.transparent)!.colors[3]).toBe(77);
  });

  it('turns the winding back when a placement mirrors the geometry', () => {
    const b = new GeometryBatcher();
    b.addElement(1, [placed(1, mirrorX)]);
    const { merged } = b.take();
    expect(Array.from(merged[0]!.indices.slice(0, 3))).toEqual([0, 2, 1]);
    expect(Array.from(merged[0]!.positions.slice(3, 6))).toEqual([-1, 0, 0]);
  });

  it('draws a large geometry seen again as instances of one template sent once', () => {
    const b = new GeometryBatcher({ instanceMinTriangles: 2 });
    b.addElement(1, [placed(7, translate(0, 0, 0))]);
    b.addElement(2, [placed(7, translate(3, 0, 0))]);
    b.addElement(3, [placed(7, translate(6, 0, 0))]);
    const first = b.take();
    // The first occurrence was merged before the reuse was known; the next ones are instances.
    expect(first.merged[0]!.elementIds.length).toBe(4);
    expect(first.templates).toHaveLength(1);
    expect(Array.from(first.templates[0]!.positions.slice(3, 6))).toEqual([1, 0, 0]);
    expect(first.instances).toHaveLength(1);
    expect(Array.from(first.instances[0]!.elementIds)).toEqual([1, 2]);
    expect(first.instances[0]!.matrices[12]).toBe(3);
    expect(Array.from(first.elements.boxes.slice(6, 12))).toEqual([3, 0, 0, 4, 1, 0]);

    b.addElement(4, [placed(7, translate(9, 0, 0))]);
    const second = b.take();
    expect(second.templates).toHaveLength(0);
    expect(second.instances[0]!.templateId).toBe(first.templates[0]!.templateId);
    expect(second.elements.firstIndex).toBe(3);
  });

  it('keeps small reused geometry merged (instancing it would only add draw calls)', () => {
    const b = new GeometryBatcher({ instanceMinTriangles: 64 });
    for (let i = 0; i < 5; i++) b.addElement(i, [placed(9, translate(i, 0, 0))]);
    const batch = b.take();
    expect(batch.instances).toHaveLength(0);
    expect(batch.merged[0]!.elementIds.length).toBe(20);
  });

  it('hands over nothing twice and counts what is pending', () => {
    const b = new GeometryBatcher();
    b.addElement(1, [placed(1, translate(0, 0, 0))]);
    expect(b.pending).toBe(4);
    expect(b.hasPending).toBe(true);
    b.take();
    expect(b.hasPending).toBe(false);
    expect(b.take().merged).toHaveLength(0);
    expect(b.count).toBe(1);
  });
});
