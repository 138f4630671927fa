/**
 * Geometry as the viewer draws it, in batches: merged buffers per opacity class, templates and
 * their instances, and the elements each batch introduces. Built by the batcher (in the browser's
 * IFC worker, or once on the server when a version is processed) and read by the IFC model.
 */

/** Why a model could not be shown; each code has a translated message (viewer.error.*). */
export type LoadErrorCode =
  | 'unsupported-schema'
  | 'unsupported-format'
  | 'corrupt'
  | 'out-of-memory'
  | 'download'
  | 'worker-crashed';

export type LoadError = { code: LoadErrorCode; detail?: string };

/**
 * Geometry merged across elements (one draw call). `elementIds` holds, per vertex, the dense
 * element index (exact in a float up to 2^24), which the shader uses to read the element's state.
 */
export type MergedChunk = {
  kind: 'merged';
  transparent: boolean;
  positions: Float32Array;
  /** Normalised signed bytes, three per vertex. */
  normals: Int8Array;
  /** Normalised RGBA bytes per vertex. */
  colors: Uint8Array;
  elementIds: Float32Array;
  indices: Uint32Array;
};

/** A geometry reused by many elements, sent once in its local coordinates. */
export type TemplateGeometry = {
  templateId: number;
  positions: Float32Array;
  normals: Int8Array;
  indices: Uint32Array;
};

/** Placements of templates: one 4×4 matrix, one RGBA colour and one element index each. */
export type InstanceBlock = {
  templateId: number;
  transparent: boolean;
  matrices: Float32Array;
  colors: Uint8Array;
  elementIds: Float32Array;
};

/** Elements first seen in this batch: their IFC express ids and world boxes (min xyz, max xyz). */
export type ElementsDelta = {
  firstIndex: number;
  expressIds: Uint32Array;
  boxes: Float32Array;
};

export type GeometryBatch = {
  merged: MergedChunk[];
  templates: TemplateGeometry[];
  instances: InstanceBlock[];
  elements: ElementsDelta;
};

/** Every transferable buffer of a batch, so postMessage moves rather than copies them. */
export function batchTransferables(batch: GeometryBatch): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (a: { buffer: ArrayBufferLike }) => {
    if (a.buffer instanceof ArrayBuffer) out.push(a.buffer);
  };
  for (const m of batch.merged)
    [m.positions, m.normals, m.colors, m.elementIds, m.indices].forEach(add);
  for (const t of batch.templates) [t.positions, t.normals, t.indices].forEach(add);
  for (const i of batch.instances) [i.matrices, i.colors, i.elementIds].forEach(add);
  [batch.elements.expressIds, batch.elements.boxes].forEach(add);
  return out;
}
