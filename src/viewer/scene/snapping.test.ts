import { Vector2, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { snapPoint } from './snapping';

// A flat "camera": x, y in metres become pixels at 100 px per metre.
const toScreen = (p: Vector3) => new Vector2(p.x * 100, p.y * 100);
const triangle: [Vector3, Vector3, Vector3] = [
  new Vector3(0, 0, 0),
  new Vector3(2, 0, 0),
  new Vector3(0, 2, 0),
];

describe('measure snapping', () => {
  it('snaps to a corner when the pointer is within a few pixels of it', () => {
    const s = snapPoint(new Vector3(1.95, 0.05, 0), triangle, new Vector2(195, 5), toScreen);
    expect(s.kind).toBe('vertex');
    expect(s.point.toArray()).toEqual([2, 0, 0]);
  });

  it('snaps onto an edge when near one but no corner', () => {
    const s = snapPoint(new Vector3(1, 0.04, 0), triangle, new Vector2(100, 4), toScreen);
    expect(s.kind).toBe('edge');
    expect(s.point.y).toBeCloseTo(0);
    expect(s.point.x).toBeCloseTo(1);
  });

  it('keeps the face point elsewhere', () => {
    const hit = new Vector3(0.5, 0.5, 0);
    const s = snapPoint(hit, triangle, new Vector2(50, 50), toScreen);
    expect(s.kind).toBe('face');
    expect(s.point.toArray()).toEqual([0.5, 0.5, 0]);
  });
});
