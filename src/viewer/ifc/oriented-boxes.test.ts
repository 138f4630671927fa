import { BoxGeometry, Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { orientedBoxes } from './oriented-boxes';

describe('oriented boxes', () => {
  it('boxes a long thin element lying askew as tightly as it is, axes right-handed', () => {
    const beam = new BoxGeometry(12, 0.3, 0.2)
      .applyMatrix4(
        new Matrix4().makeRotationFromEuler({ x: 0.4, y: 0.7, z: -0.2, order: 'XYZ' } as never),
      )
      .translate(100, -20, 5)
      .toNonIndexed();
    const positions = beam.getAttribute('position').array as Float32Array;
    const count = positions.length / 3;
    const index = Uint32Array.from({ length: count }, (_, i) => i);
    const { axes, min, max } = orientedBoxes(Int32Array.from([0, count, 0]), index, positions, 1);
    const sizes = [0, 1, 2].map((k) => max[k]! - min[k]!).sort((a, b) => a - b);
    expect(sizes[0]).toBeCloseTo(0.2, 4);
    expect(sizes[1]).toBeCloseTo(0.3, 4);
    expect(sizes[2]).toBeCloseTo(12, 4);
    const [x, y, z] = [0, 1, 2].map((c) => new Vector3().fromArray(axes, c * 3));
    expect(x!.clone().cross(y!).dot(z!)).toBeCloseTo(1, 5);
  });
});
