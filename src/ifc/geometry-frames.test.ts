import { describe, expect, it } from 'vitest';
import { GeometryBatcher } from './geometry-batcher';
import { encodeFrame, FrameReader, type ModelFrame } from './geometry-frames';

const cube = (id: number) => ({
  geometryId: id,
  vertices: new Float32Array([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1]),
  indices: new Uint32Array([0, 1, 2]),
  matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, id, 0, 0, 1],
  color: [0.5, 0.5, 0.5, id % 2 ? 0.4 : 1] as const,
});

const model: ModelFrame = {
  kind: 'model',
  format: 1,
  schema: 'IFC4',
  elementCount: 3,
  triangles: 3,
  batches: 1,
  coordination: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
  lengthUnitInMetres: 0.001,
};

describe('geometry frames', () => {
  it('give back the model and the batches written, whatever the chunks the bytes come in', () => {
    const batcher = new GeometryBatcher({ instanceMinTriangles: 1 });
    batcher.addElement(11, [cube(1)]);
    batcher.addElement(12, [cube(2)]);
    batcher.addElement(13, [cube(2)]);
    const batch = batcher.take();
    const bytes = new Uint8Array([...encodeFrame(model), ...encodeFrame({ kind: 'batch', batch })]);
    for (const step of [1, 3, 7, bytes.length]) {
      const reader = new FrameReader();
      const frames = [];
      for (let at = 0; at < bytes.length; at += step)
        frames.push(...reader.push(bytes.subarray(at, at + step)));
      expect(reader.pending).toBe(false);
      expect(frames[0]).toEqual(model);
      const got = frames[1];
      if (got?.kind !== 'batch') throw new Error('no batch');
      expect(got.batch.merged.map((m) => [m.transparent, [...m.indices]])).toEqual(
        batch.merged.map((m) => [m.transparent, [...m.indices]]),
      );
      expect([...got.batch.merged[0]!.positions]).toEqual([...batch.merged[0]!.positions]);
      expect([...got.batch.merged[0]!.normals]).toEqual([...batch.merged[0]!.normals]);
      expect(got.batch.instances.map((i) => [...i.elementIds])).toEqual(
        batch.instances.map((i) => [...i.elementIds]),
      );
      expect(got.batch.instances).toHaveLength(1);
      expect([...got.batch.instances[0]!.matrices]).toEqual([...batch.instances[0]!.matrices]);
      expect(got.batch.templates.map((t) => t.templateId)).toEqual([0]);
      expect([...got.batch.elements.expressIds]).toEqual([11, 12, 13]);
      expect([...got.batch.elements.boxes]).toEqual([...batch.elements.boxes]);
    }
  });

  it('keeps an unfinished frame pending (a cut stream is told apart from a complete one)', () => {
    const bytes = encodeFrame(model);
    const reader = new FrameReader();
    expect(reader.push(bytes.subarray(0, bytes.length - 1))).toEqual([]);
    expect(reader.pending).toBe(true);
  });
});
