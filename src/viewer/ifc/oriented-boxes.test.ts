import { BoxGeometry, Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { orientedBoxes, symmetricEigenvectors } from './oriented-boxes';

describe('oriented boxes', () => {
  it('finds the eigenvectors of a symmetric matrix', () => {
    // R diag(9, 4, 1) Rᵀ, R a rotation: its eigenvectors are R's columns.
    const r = new Matrix4().makeRotationFromEuler({
      x: 0.3,
      y: -0.8,
      z: 1.1,
      order: 'XYZ',
    } as never);
    const e = r.elements;
    const col = (c: number) => new Vector3(e[c * 4], e[c * 4 + 1], e[c * 4 + 2]);
    const [c0, c1, c2] = [col(0), col(1), col(2)];
    const a: number[] = [];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++)
        a.push(
          9 * c0.getComponent(i) * c0.getComponent(j) +
            4 * c1.getComponent(i) * c1.getComponent(j) +
            c2.getComponent(i) * c2.getComponent(j),
        );
    const v: number[] = [];
    symmetricEigenvectors(a, v);
    // Each column of v is one of R's columns (up to sign), with its eigenvalue on a's diagonal.
    const found = [0, 1, 2].map((k) => ({
      value: a[k * 4]!,
      vector: new Vector3(v[k], v[3 + k], v[6 + k]),
    }));
    found.sort((x, y) => y.value - x.value);
    expect(found.map((f) => f.value)).toEqual([
      expect.closeTo(9, 6),
      expect.closeTo(4, 6),
      expect.closeTo(1, 6),
    ]);
    [c0, c1, c2].forEach((c, k) => expect(Math.abs(found[k]!.vector.dot(c))).toBeCloseTo(1, 6));
  });

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
