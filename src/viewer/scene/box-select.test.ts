import { Box3, Matrix4, OrthographicCamera, Plane, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { ViewerModel } from '../model/viewer-model';
import { dragRect, elementBoxes, elementsInRect, rectTakes, type ScreenRect } from './box-select';
import { ElementStates, HIDDEN } from './element-states';

const rect = (minX: number, minY: number, maxX: number, maxY: number): ScreenRect => ({
  minX,
  minY,
  maxX,
  maxY,
});

describe('the window / crossing test of projected bounds', () => {
  it('tells a window (left to right) from a crossing (right to left)', () => {
    expect(dragRect({ x: 10, y: 50 }, { x: 90, y: 5 })).toEqual({
      rect: rect(10, 5, 90, 50),
      mode: 'window',
    });
    expect(dragRect({ x: 90, y: 5 }, { x: 10, y: 50 }).mode).toBe('crossing');
  });

  const drawn = rect(100, 100, 200, 200);
  const inside = rect(120, 120, 180, 180);
  const straddling = rect(150, 150, 250, 180);
  const outside = rect(210, 100, 260, 150);

  it('a window takes only what lies entirely inside it', () => {
    expect(rectTakes(inside, drawn, 'window')).toBe(true);
    expect(rectTakes(drawn, drawn, 'window')).toBe(true);
    expect(rectTakes(straddling, drawn, 'window')).toBe(false);
    expect(rectTakes(outside, drawn, 'window')).toBe(false);
  });

  it('a crossing takes whatever it touches', () => {
    expect(rectTakes(inside, drawn, 'crossing')).toBe(true);
    expect(rectTakes(straddling, drawn, 'crossing')).toBe(true);
    expect(rectTakes(outside, drawn, 'crossing')).toBe(false);
    // An element bigger than the rectangle around it: touched, not inside.
    expect(rectTakes(rect(0, 0, 300, 300), drawn, 'crossing')).toBe(true);
    expect(rectTakes(rect(0, 0, 300, 300), drawn, 'window')).toBe(false);
  });
});

/** A model of world boxes only (what box selection reads). */
function boxModel(boxes: (Box3 | null)[]): ViewerModel {
  const states = new ElementStates();
  states.resize(boxes.length);
  const model: Partial<ViewerModel> = {
    count: boxes.length,
    states,
    boxOf: (elements, target) => {
      target.makeEmpty();
      for (const i of elements) if (boxes[i]) target.union(boxes[i]);
      return target;
    },
  };
  return model as ViewerModel;
}

const box = (x0: number, y0: number, x1: number, y1: number) =>
  new Box3(new Vector3(x0, y0, -1), new Vector3(x1, y1, 1));

describe('the elements a rectangle selects', () => {
  // Looking down -Z at x, y in 0..10 on a 100 × 100 canvas: 10 px per unit, y down on screen.
  const camera = new OrthographicCamera(0, 10, 10, 0, 0.1, 100);
  camera.position.set(0, 0, 10);
  camera.updateMatrixWorld();
  const viewProjection = new Matrix4().multiplyMatrices(
    camera.projectionMatrix,
    camera.matrixWorldInverse,
  );
  // a inside the rectangle, b across its right edge, c outside, d without geometry.
  const model = boxModel([box(1, 1, 3, 3), box(4, 1, 6, 3), box(8, 8, 9, 9), null]);
  // Screen x 0..50, y 60..100: world x 0..5, y 0..4.
  const query = { model, viewProjection, width: 100, height: 100, planes: [] as Plane[] };
  const select = (mode: 'window' | 'crossing', planes: Plane[] = []) =>
    elementsInRect({ ...query, rect: rect(0, 60, 50, 100), mode, planes });

  it('reads each element box once per model', () => {
    expect(elementBoxes(model)).toBe(elementBoxes(model));
    expect(Number.isNaN(elementBoxes(model)[18])).toBe(true);
  });

  it('windows and crossings over projected boxes', async () => {
    expect(await select('window')).toEqual([0]);
    expect(await select('crossing')).toEqual([0, 1]);
  });

  it('leaves out hidden elements and those a slice plane cuts away whole', async () => {
    model.states.set(0, HIDDEN, true);
    expect(await select('crossing')).toEqual([1]);
    model.states.set(0, HIDDEN, false);
    // Keeps x <= 3.5: b (x 4..6) is cut away, a stays.
    const plane = new Plane(new Vector3(-1, 0, 0), 3.5);
    expect(await select('crossing', [plane])).toEqual([0]);
  });

  it('reads a large model in slices, pausing between them', async () => {
    const many = boxModel(Array.from({ length: 5000 }, (_, i) => box(1, 1, 1 + i / 5000, 3)));
    let pauses = 0;
    const found = await elementsInRect(
      { ...query, model: many, rect: rect(0, 60, 50, 100), mode: 'window' },
      () => {
        pauses++;
        return Promise.resolve();
      },
      0,
    );
    expect(found).toHaveLength(5000);
    expect(pauses).toBeGreaterThan(0);
  });
});
