import {
  Box3,
  InstancedMesh,
  Matrix4,
  type Mesh,
  type Points,
  SphereGeometry,
  Vector3,
} from 'three';
import { describe, expect, it } from 'vitest';
import type { GeometryBatch } from '@/ifc/geometry-batch';
import { IfcModel } from './ifc-model';
import { DETAIL_PX } from './lod';
import { BOX_VERTICES, SPECK_CORNER } from './lod-boxes';
import { SELECTED } from '../scene/element-states';
import { camera, drawnBoxes, noQueries } from '../testing/lod-scene';

/** A ball of radius 0.5 (80 triangles: detailed enough to have a level of detail). */
function ballTemplate() {
  const ball = new SphereGeometry(0.5, 8, 6);
  const normals = ball.getAttribute('normal').array;
  return {
    templateId: 7,
    positions: new Float32Array(ball.getAttribute('position').array),
    normals: Int8Array.from(normals, (n) => Math.round(n * 127)),
    indices: Uint32Array.from(ball.getIndex()!.array),
  };
}

/** Instances of the ball: element i at `placements[i]`. */
function batch(placements: Matrix4[]): GeometryBatch {
  const n = placements.length;
  const matrices = new Float32Array(n * 16);
  placements.forEach((m, i) => m.toArray(matrices, i * 16));
  const boxes = new Float32Array(n * 6);
  placements.forEach((m, i) => {
    const box = new Box3(new Vector3(-0.5, -0.5, -0.5), new Vector3(0.5, 0.5, 0.5)).applyMatrix4(m);
    box.min.toArray(boxes, i * 6);
    box.max.toArray(boxes, i * 6 + 3);
  });
  return {
    merged: [],
    templates: [ballTemplate()],
    instances: [
      {
        templateId: 7,
        transparent: false,
        matrices,
        colors: new Uint8Array(n * 4).fill(200),
        elementIds: Float32Array.from(placements.keys()),
      },
    ],
    elements: {
      firstIndex: 0,
      expressIds: Uint32Array.from(placements.keys(), (i) => 100 + i),
      boxes,
    },
  };
}

/** The instances the scene draws, by element, in detail and as boxes (or specks). */
function drawn(model: IfcModel) {
  const detailMesh = model.root.children.find((m) => m instanceof InstancedMesh) as InstancedMesh;
  const detail = Array.from(
    detailMesh.geometry.getAttribute('instanceElementId').array.subarray(0, detailMesh.count),
  ).sort();
  const boxes = drawnBoxes(model.root);
  const coarse = boxes.map((b) => b.element).sort();
  const coarseMesh = model.root.getObjectByName('instance-boxes') as Mesh;
  return { detail, coarse, boxes, coarseMesh, detailMesh };
}

/** The corners of element `element`'s box, in world space. */
const boxCorners = (model: IfcModel, element: number): Vector3[] =>
  drawnBoxes(model.root).find((b) => b.element === element)?.corners ?? [];

describe('instances drawn as boxes when small on screen', () => {
  // Element 0 at the origin, element 1 a thousand metres behind it, element 2 a hundredth the
  // size of the ball, beside element 0.
  const placements = [
    new Matrix4(),
    new Matrix4().makeTranslation(0, 0, -1000),
    new Matrix4().makeTranslation(2, 0, 0).scale(new Vector3(0.01, 0.01, 0.01)),
  ];

  it('draws near, large instances in detail and the others as their template box', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(placements), 3);
    // 10 m away, 720 px high, 45°: the ball is about 87 px across; 1,010 m away under 1 px; the
    // small one under 1 px.
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    const { detail, coarse, coarseMesh, detailMesh } = drawn(model);
    expect(detail).toEqual([0]);
    expect(coarse).toEqual([1, 2]);
    // The boxes are the template's bounding box placed as the instances they stand for, with
    // their colours.
    const far = new Box3().setFromPoints(boxCorners(model, 1));
    expect(far.getCenter(new Vector3()).z).toBeCloseTo(-1000);
    expect(far.max.x).toBeCloseTo(0.5);
    const small = new Box3().setFromPoints(boxCorners(model, 2));
    expect(small.getSize(new Vector3()).x).toBeCloseTo(0.01);
    expect(small.getCenter(new Vector3()).x).toBeCloseTo(2);
    expect(coarseMesh.geometry.getAttribute('color').getX(0)).toBeCloseTo(200 / 255);
    // The detail draws the template's own buffers.
    expect(detailMesh.geometry.getAttribute('position').count).toBe(
      ballTemplate().positions.length / 3,
    );
  });

  it('changes an instance to detail when the camera comes close, and back when it leaves', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(placements), 3);
    model.prepareFrame(camera(new Vector3(0, 0, -990), new Vector3(0, 0, -1000)), 720);
    expect(drawn(model).detail).toEqual([1]);
    // The two others are behind the camera: specks, and not drawn at all.
    expect(drawn(model).coarse).toEqual([]);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    expect(drawn(model).detail).toEqual([0]);
    expect(drawn(model).coarse).toEqual([1, 2]);
  });

  it('draws one speck of each pixel that specks fall on, none outside the view', () => {
    // Four tiny instances (under a pixel) 20 m away, where a pixel is 23 mm across: 0 and 1 on the
    // pixel right of the middle, 2 two metres away, 3 out of sight.
    const tiny = (x: number) =>
      new Matrix4().makeTranslation(x, 0.01, 0).scale(new Vector3(0.001, 0.001, 0.001));
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch([tiny(0.01), tiny(0.013), tiny(2), tiny(50)]), 4);
    model.prepareFrame(camera(new Vector3(0, 0, 20)), 720);
    // Elements 0 and 1 on one pixel: the first drawn; 3 is outside the view.
    expect(drawn(model).coarse).toEqual([0, 2]);
    // Turned towards element 3, 200 m away now from far: it alone is in view.
    model.prepareFrame(camera(new Vector3(50, 0, 200), new Vector3(50, 0, 0)), 720);
    expect(drawn(model).coarse).toEqual([0, 2, 3]);
  });

  it('sizes by the target height: the same view on a smaller target draws boxes', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(placements), 3);
    // At 10 m the ball is 87 px across on 720 px; on 720 / 87 * (DETAIL_PX - 1) px, under DETAIL_PX.
    model.prepareFrame(camera(new Vector3(0, 0, 10)), Math.floor((720 / 87) * (DETAIL_PX - 1)));
    expect(drawn(model).detail).toEqual([]);
    expect(drawn(model).coarse).toEqual([0, 1, 2]);
  });

  it('leaves picking and the take-off every instance as built, outside the scene', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(placements), 3);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    const [source] = model.pickables() as InstancedMesh[];
    expect(source).toBeInstanceOf(InstancedMesh);
    expect(source!.count).toBe(3);
    expect(Array.from(source!.geometry.getAttribute('instanceElementId').array)).toEqual([0, 1, 2]);
    expect(model.root.children).not.toContain(source);
    expect(model.pickables()).toHaveLength(1);
  });

  it('draws specks of elements in no state as one point each, at the corner of the top face', () => {
    const model = new IfcModel(noQueries, []);
    model.addBatch(batch(placements), 3);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    // Element 1 (1,010 m away) and 2 (a hundredth of the ball) are under a pixel: specks.
    const specks = model.root.getObjectByName('instance-specks') as Points;
    expect(specks.visible).toBe(true);
    const { count } = specks.geometry.drawRange;
    const index = specks.geometry.getIndex()!;
    const normal = specks.geometry.getAttribute('normal');
    const ids = specks.geometry.getAttribute('elementId');
    const at = Array.from({ length: count }, (_, i) => index.getX(i));
    expect(at.map((v) => ids.getX(v)).sort()).toEqual([1, 2]);
    for (const v of at) {
      expect(v % BOX_VERTICES).toBe(SPECK_CORNER);
      expect(new Vector3().fromBufferAttribute(normal, v).normalize().y).toBeCloseTo(1, 2);
    }
    expect(drawnBoxes(model.root).every((b) => b.triangles.length === 0)).toBe(true);
    // Selected, they are drawn as tetrahedra by the full program; the points leave them.
    model.states.set(1, SELECTED, true);
    model.prepareFrame(camera(new Vector3(0, 0, 10)), 720);
    expect(drawnBoxes(model.root, true).map((b) => [b.element, b.triangles.length])).toEqual([
      [1, 4],
    ]);
    expect(drawnBoxes(model.root).map((b) => b.element)).toEqual([2]);
  });

  it('winds every box and speck outwards, each face coloured by a corner carrying its normal, mirrored too', () => {
    const model = new IfcModel(noQueries, []);
    const placements = [
      new Matrix4().makeTranslation(5, 0, 0).multiply(new Matrix4().makeRotationY(0.7)),
      new Matrix4().makeTranslation(-5, 0, 0).scale(new Vector3(-1, 2, 1)),
    ];
    model.addBatch(batch(placements), 2);
    // Selected: specks as tetrahedra (elements in no state draw them as points).
    model.states.setOnly(SELECTED, [0, 1]);
    // The ball is about 869 / d px across d metres away: boxes between 217 and 869 m, specks
    // beyond.
    for (const [distance, triangles] of [
      [500, 12],
      [5000, 4],
    ] as const) {
      model.prepareFrame(camera(new Vector3(0, 0, distance)), 720);
      const boxes = drawnBoxes(model.root, true);
      const coarse = boxes.map((b) => b.element).sort();
      const coarseMesh = model.root.getObjectByName('instance-boxes-stated') as Mesh;
      const normal = coarseMesh.geometry.getAttribute('normal');
      const position = coarseMesh.geometry.getAttribute('position');
      expect(coarse).toEqual([0, 1]);
      for (const box of boxes) {
        expect(box.triangles).toHaveLength(triangles);
        const centre = box.corners
          .reduce((sum, c) => sum.add(c), new Vector3())
          .divideScalar(box.corners.length);
        const speckCentre = [0, 3, 5, 6]
          .reduce((sum, c) => sum.add(box.corners[c]!), new Vector3())
          .divideScalar(4);
        // A box's and its speck's centre are the same (the tetrahedron is inscribed).
        expect(speckCentre.distanceTo(centre)).toBeLessThan(1e-4);
        for (const corners of box.triangles) {
          const [a, b, c] = corners.map((v) => new Vector3().fromBufferAttribute(position, v)) as [
            Vector3,
            Vector3,
            Vector3,
          ];
          const face = b.clone().sub(a).cross(c.clone().sub(a)).normalize();
          // Outwards: from the box's centre towards the face.
          expect(face.dot(a.clone().add(b).add(c).divideScalar(3).sub(centre))).toBeGreaterThan(0);
          // A box's face takes the normal of its last corner (to the bytes' precision); a speck's
          // that of a face of the box turned the same way.
          const n = new Vector3().fromBufferAttribute(normal, corners[2]).normalize();
          expect(n.dot(face)).toBeGreaterThan(triangles === 12 ? 0.999 : 0);
        }
      }
    }
  });
});
