import { Box3, type Matrix4, type Plane, Vector3 } from 'three';
import type { ViewerModel } from '../model/viewer-model';
import { HIDDEN } from './element-states';

/** A rectangle on the canvas, in CSS pixels from its top-left corner. */
export type ScreenRect = { minX: number; minY: number; maxX: number; maxY: number };

/**
 * As in CAD tools: a rectangle dragged left to right is a window (elements entirely inside it),
 * right to left a crossing (elements it touches).
 */
export type BoxMode = 'window' | 'crossing';

export function dragRect(
  from: { x: number; y: number },
  to: { x: number; y: number },
): { rect: ScreenRect; mode: BoxMode } {
  return {
    rect: {
      minX: Math.min(from.x, to.x),
      minY: Math.min(from.y, to.y),
      maxX: Math.max(from.x, to.x),
      maxY: Math.max(from.y, to.y),
    },
    mode: to.x >= from.x ? 'window' : 'crossing',
  };
}

/** Whether an element whose projected bounds are `b` is taken by the rectangle. */
export function rectTakes(b: ScreenRect, rect: ScreenRect, mode: BoxMode): boolean {
  if (mode === 'window')
    return b.minX >= rect.minX && b.maxX <= rect.maxX && b.minY >= rect.minY && b.maxY <= rect.maxY;
  return b.minX <= rect.maxX && b.maxX >= rect.minX && b.minY <= rect.maxY && b.maxY >= rect.minY;
}

/** Each element's world box (min xyz, max xyz; NaN when it has none), computed once per model. */
const boxCache = new WeakMap<ViewerModel, Float32Array>();

export function elementBoxes(model: ViewerModel): Float32Array {
  const cached = boxCache.get(model);
  // A model still streaming grows: its boxes are read again once it has more elements.
  if (cached && cached.length === model.count * 6) return cached;
  const boxes = new Float32Array(model.count * 6).fill(Number.NaN);
  const box = new Box3();
  const one = [0];
  for (let i = 0; i < model.count; i++) {
    one[0] = i;
    model.boxOf(one, box);
    if (box.isEmpty()) continue;
    box.min.toArray(boxes, i * 6);
    box.max.toArray(boxes, i * 6 + 3);
  }
  boxCache.set(model, boxes);
  return boxes;
}

const corner = new Vector3();
const projected: ScreenRect = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

/**
 * Projects the box of element `i` (8 corners) onto a canvas of `width` × `height` with the camera's
 * view-projection matrix. Null when the box has no corner in front of the camera; a box partly
 * behind it reaches past the screen's edge, so a window never takes it. Reuses one rectangle.
 */
export function projectBox(
  boxes: Float32Array,
  i: number,
  viewProjection: Matrix4,
  width: number,
  height: number,
): ScreenRect | null {
  const o = i * 6;
  if (!(boxes[o]! <= boxes[o + 3]!)) return null;
  const e = viewProjection.elements;
  projected.minX = projected.minY = Infinity;
  projected.maxX = projected.maxY = -Infinity;
  let front = 0;
  for (let c = 0; c < 8; c++) {
    const x = boxes[o + (c & 1 ? 3 : 0)]!;
    const y = boxes[o + 1 + (c & 2 ? 3 : 0)]!;
    const z = boxes[o + 2 + (c & 4 ? 3 : 0)]!;
    const w = e[3]! * x + e[7]! * y + e[11]! * z + e[15]!;
    if (w <= 1e-9) {
      projected.minX = projected.minY = -Infinity;
      projected.maxX = projected.maxY = Infinity;
      continue;
    }
    front++;
    const sx = (((e[0]! * x + e[4]! * y + e[8]! * z + e[12]!) / w + 1) / 2) * width;
    const sy = ((1 - (e[1]! * x + e[5]! * y + e[9]! * z + e[13]!) / w) / 2) * height;
    projected.minX = Math.min(projected.minX, sx);
    projected.maxX = Math.max(projected.maxX, sx);
    projected.minY = Math.min(projected.minY, sy);
    projected.maxY = Math.max(projected.maxY, sy);
  }
  return front > 0 ? projected : null;
}

/** Whether the box of element `i` lies entirely on the cut-away side of a slice plane. */
export function clippedAway(boxes: Float32Array, i: number, planes: Plane[]): boolean {
  const o = i * 6;
  return planes.some((p) => {
    for (let c = 0; c < 8; c++) {
      corner.set(
        boxes[o + (c & 1 ? 3 : 0)]!,
        boxes[o + 1 + (c & 2 ? 3 : 0)]!,
        boxes[o + 2 + (c & 4 ? 3 : 0)]!,
      );
      if (p.distanceToPoint(corner) >= 0) return false;
    }
    return true;
  });
}

export type BoxQuery = {
  model: ViewerModel;
  rect: ScreenRect;
  mode: BoxMode;
  viewProjection: Matrix4;
  width: number;
  height: number;
  planes: Plane[];
};

/**
 * The visible elements the rectangle takes, read in slices of at most `budgetMs` so a large model
 * never holds the page for long (`pause` lets the browser breathe between slices).
 */
export async function elementsInRect(
  q: BoxQuery,
  pause: () => Promise<void> = () => new Promise((r) => setTimeout(r, 0)),
  budgetMs = 40,
): Promise<number[]> {
  const boxes = elementBoxes(q.model);
  const found: number[] = [];
  const count = boxes.length / 6;
  let until = performance.now() + budgetMs;
  for (let i = 0; i < count; i++) {
    if ((i & 1023) === 1023 && performance.now() > until) {
      await pause();
      until = performance.now() + budgetMs;
    }
    if (q.model.states.has(i, HIDDEN)) continue;
    const b = projectBox(boxes, i, q.viewProjection, q.width, q.height);
    if (!b || !rectTakes(b, q.rect, q.mode)) continue;
    if (q.planes.length > 0 && clippedAway(boxes, i, q.planes)) continue;
    found.push(i);
  }
  return found;
}
