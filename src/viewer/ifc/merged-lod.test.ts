import {
  Box3,
  type BufferGeometry,
  CylinderGeometry,
  type Material,
  type Mesh,
  PlaneGeometry,
  SphereGeometry,
  Vector3,
} from 'three';
import { describe, expect, it } from 'vitest';
import type { GeometryBatch, MergedChunk } from '@/ifc/geometry-batch';
import { IfcModel } from './ifc-model';
import { BOX_VERTICES } from './lod-boxes';
import { camera, drawnBoxes, noQueries } from '../testing/lod-scene';
import { HIDDEN, SELECTED } from '../scene/element-states';

/**
 * One opaque merged chunk: element 0 a closed ball (80 triangles) at the origin, element 1 the
 * same ball 1,000 m behind it, element 2 an open 6×3 grid (36 triangles) beside element 0,
 * element 3 the same grid 1,000 m away; each element its own colour.
 */
function batch(
  shapes: [BufferGeometry, Vector3][] = [
    [new SphereGeometry(0.5, 8, 6), new Vector3(0, 0, 0)],
    [new SphereGeometry(0.5, 8, 6), new Vector3(0, 0, -1000)],
    [new PlaneGeometry(1, 1, 6, 3), new Vector3(2, 0, 0)],
    [new PlaneGeometry(1, 1, 6, 3), new Vector3(2, 0, -1000)],
  ],
): GeometryBatch {
  const positions: number[] = [];
  const normals: number[] = [];
  const colors: number[] = [];
  const elementIds: number[] = [];
  const indices: number[] = [];
  shapes.forEach(([shape, at], element) => {
    const g = shape.toNonIndexed();
    const base = positions.length / 3;
    const p = g.getAttribute('position');
    const n = g.getAttribute('normal');
    for (let v = 0; v < p.count; v++) {
      positions.push(p.getX(v) + at.x, p.getY(v) + at.y, p.getZ(v) + at.z);
      normals.push(...[n.getX(v), n.getY(v), n.getZ(v)].map((c) => Math.round(c * 127)));
      colors.push(40 * (element + 1), 100, 200, 255);
      elementIds.push(element);
      indices.push(base + v);
    }
  });
  const chunk: MergedChunk = {
    kind: 'merged',
    transparent: false,
    positions: Float32Array.from(positions),
    normals: Int8Array.from(normals),
    colors: Uint8Array.from(colors),
    elementIds: Float32Array.from(elementIds),
    indices: Uint32Array.from(indices),
  };
  return {
    merged: [chunk],
    templates: [],
    instances: [],
    elements: {
      firstIndex: 0,
      expressIds: Uint32Array.from(shapes, (_, i) => 100 + i),
      boxes: new Float32Array(shapes.length * 6),
    },
  };
}

/**
 * The elements of the triangles the chunk draws, group by group (closed, then open): of elements
 * in no state (`merged`) or of those in one (`merged-stated`).
 */
function drawnElements(model: IfcModel, name = 'merged'): number[][] {
  const drawn = model.root.getObjectByName(name) as Mesh;
  const g = drawn.geometry;
  if (!drawn.visible) return g.groups.length > 0 ? g.groups.map(() => []) : [[]];
  const index = g.getIndex()!;
  const ids = g.getAttribute('elementId');
  const ranges = g.groups.length > 0 ? g.groups : [{ start: 0, count: g.drawRange.count }];
  return ranges.map(({ start, count }) => {
    const seen = new Set<number>();
    for (let t = start; t < start + count; t += 3) seen.add(ids.getX(index.getX(t + 2)));
    return [...seen].sort();
  });
}

function boxes(model: IfcModel): Map<number, Box3> {
  return new Map(
    drawnBoxes(model.root).map((b) => [b.element, new Box3().setFromPoints(b.corners)]),
  );
}

describe('merged elements drawn as boxes when small on screen', () => {
  it('draws near elements whole, the far ones as their boxes, the closed ones still first', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(), 4);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    // Group 0: closed elements (the balls), group 1: the open grids.
    expect(drawnElements(model)).toEqual([[0], [2]]);
    const far = boxes(model);
    expect([...far.keys()].sort()).toEqual([1, 3]);
    // Each box is its element's bounds in the chunk.
    expect(far.get(1)!.getCenter(new Vector3()).z).toBeCloseTo(-1000);
    expect(far.get(1)!.max.x).toBeCloseTo(0.5, 1);
    expect(far.get(3)!.getCenter(new Vector3()).x).toBeCloseTo(2);
    // The box takes its element's colour.
    const mesh = model.root.getObjectByName('instance-boxes') as Mesh;
    const ids = mesh.geometry.getAttribute('elementId');
    const colour = mesh.geometry.getAttribute('color');
    for (let v = 0; v < 2 * BOX_VERTICES; v++)
      expect(Math.round(colour.getX(v) * 255)).toBe(40 * (ids.getX(v) + 1));
  });

  it('turns elements to detail as the camera comes close, and back', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(), 4);
    model.prepareFrame(camera(new Vector3(1, 0, -990), new Vector3(1, 0, -1000)), 720);
    expect(drawnElements(model)).toEqual([[1], [3]]);
    // The two others are behind the camera: specks, and not drawn at all.
    expect([...boxes(model).keys()].sort()).toEqual([]);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    expect(drawnElements(model)).toEqual([[0], [2]]);
    expect([...boxes(model).keys()].sort()).toEqual([1, 3]);
    // Everything far: nothing of the chunk is drawn in detail.
    model.prepareFrame(camera(new Vector3(0, 0, 4000), new Vector3(0, 0, -1000)), 100);
    expect(drawnElements(model)).toEqual([[], []]);
    // All four are specks; 1 and 3, straight behind 0 and 2, fall on their pixels: one speck a
    // pixel is drawn.
    expect([...boxes(model).keys()].sort()).toEqual([0, 2]);
  });

  it('draws elements in a state through the full materials, hidden ones not at all', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(), 4);
    const near = camera(new Vector3(0, 0, 10));
    model.prepareFrame(near, 720);
    const plain = model.root.getObjectByName('merged') as Mesh;
    const stated = model.root.getObjectByName('merged-stated') as Mesh;
    const programs = (mesh: Mesh) =>
      (mesh.material as Material[]).map((m) => m.customProgramCacheKey());
    expect(programs(plain)).toEqual(['ouvrage-baked-colour', 'ouvrage-baked-colour']);
    expect(programs(stated)).toEqual([
      'ouvrage-vertex-colour-baked',
      'ouvrage-vertex-colour-baked',
    ]);
    expect(drawnElements(model, 'merged-stated')).toEqual([[], []]);

    // Element 0 (near) and 1 (a far box) selected, 2 (near) and 3 (a far box) hidden.
    model.states.set(0, SELECTED, true);
    model.states.set(1, SELECTED, true);
    model.states.set(2, HIDDEN, true);
    model.states.set(3, HIDDEN, true);
    model.prepareFrame(near, 720);
    expect(drawnElements(model)).toEqual([[], []]);
    expect(drawnElements(model, 'merged-stated')).toEqual([[0], []]);
    expect(drawnBoxes(model.root).map((b) => b.element)).toEqual([]);
    expect(drawnBoxes(model.root, true).map((b) => b.element)).toEqual([1]);

    // States cleared: all back to the plain program.
    model.states.setOnly(SELECTED, []);
    model.states.isolate(null);
    model.prepareFrame(near, 720);
    expect(drawnElements(model)).toEqual([[0], [2]]);
    expect(drawnElements(model, 'merged-stated')).toEqual([[], []]);
    expect(drawnBoxes(model.root).map((b) => b.element)).toEqual([1, 3]);
    expect(drawnBoxes(model.root, true)).toEqual([]);
  });

  it('draws a long element thinner than a pixel on screen as its oriented box, however long', () => {
    // A rail: 100 m long, 6 cm thick (32 triangles), lying askew (30° about the vertical).
    const rail = new CylinderGeometry(0.03, 0.03, 100, 8, 1, true)
      .rotateZ(Math.PI / 2)
      .rotateY(Math.PI / 6);
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch([[rail, new Vector3(0, 0, -500)]]), 1);
    // 400 m from its middle, 720 px high: about 180 px long, about 0.1 px thick.
    model.prepareFrame(camera(new Vector3(0, 50, -100), new Vector3(0, 0, -500)), 720);
    expect(drawnElements(model)).toEqual([[]]);
    const [box] = drawnBoxes(model.root);
    expect(box!.element).toBe(0);
    // The oriented box: 100 m by 6 cm by 6 cm (its world box would be 87 m by 50 m).
    const [a, b, c] = [1, 2, 4].map((k) => box!.corners[k]!.distanceTo(box!.corners[0]!));
    expect([a!, b!, c!].sort((x, y) => x - y)).toEqual([
      expect.closeTo(0.06, 2),
      expect.closeTo(0.06, 2),
      expect.closeTo(100, 1),
    ]);
    // 5 m from it, it is drawn in detail again.
    model.prepareFrame(camera(new Vector3(0, 5, -500), new Vector3(0, 0, -500)), 720);
    expect(drawnElements(model)).toEqual([[0]]);
    expect(drawnBoxes(model.root)).toEqual([]);
  });

  it('leaves picking every triangle of the chunk, outside the scene', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(), 4);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    const [source] = model.pickables() as Mesh[];
    expect(source!.geometry.getIndex()!.count).toBe((80 * 2 + 36 * 2) * 3);
    expect(model.root.children).not.toContain(source);
  });

  it('draws every element in detail and no box when all are large on screen', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(), 4);
    // 600 m above the middle, on a target ten times as high: every element about 14 px across.
    model.prepareFrame(camera(new Vector3(1, 600, -500), new Vector3(1, 0, -500)), 7200);
    expect(drawnElements(model)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(drawnBoxes(model.root)).toEqual([]);
  });
});
