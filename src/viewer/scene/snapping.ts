import { Line3, type Vector2, Vector3 } from 'three';
import type { SnapKind } from '@/machines/viewer/viewer-types';

export type Snap = { point: Vector3; kind: SnapKind };

/** Screen distances (CSS pixels) within which the pointer snaps. */
export const snapRadius = { vertex: 12, edge: 8 };

/**
 * Snaps a picked point: to a corner of the hit triangle when the pointer is near one on screen,
 * else to the nearest point of an edge when near one, else the face point itself. `toScreen`
 * projects a world point to CSS pixels.
 */
export function snapPoint(
  hit: Vector3,
  triangle: readonly [Vector3, Vector3, Vector3],
  pointer: Vector2,
  toScreen: (p: Vector3) => Vector2,
  radius = snapRadius,
): Snap {
  let best: Vector3 | null = null;
  let bestDistance = radius.vertex;
  for (const corner of triangle) {
    const d = toScreen(corner).distanceTo(pointer);
    if (d <= bestDistance) {
      best = corner;
      bestDistance = d;
    }
  }
  if (best) return { point: best.clone(), kind: 'vertex' };

  const line = new Line3();
  const onEdge = new Vector3();
  bestDistance = radius.edge;
  for (let i = 0; i < 3; i++) {
    line.set(triangle[i]!, triangle[(i + 1) % 3]!);
    line.closestPointToPoint(hit, true, onEdge);
    const d = toScreen(onEdge).distanceTo(pointer);
    if (d <= bestDistance) {
      best = onEdge.clone();
      bestDistance = d;
    }
  }
  if (best) return { point: best, kind: 'edge' };
  return { point: hit.clone(), kind: 'face' };
}
