import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as W from 'web-ifc';
import type { ElementProperties, TreeNode } from '../../../../src/api/contract/element-data';
import type { SearchEntry } from '../../../../src/api/contract/models';
import type { GeometryBatch, LoadError } from '../../../../src/ifc/geometry-batch';
import type { PlacedGeometryInput } from '../../../../src/ifc/geometry-batcher';
import { encodeFrame, type ModelFrame } from '../../../../src/ifc/geometry-frames';
import { Lines } from '../../../../src/ifc/ifc-lines';
import { readElementProperties, readUnits } from '../../../../src/ifc/ifc-properties';
import { readSpatialTree } from '../../../../src/ifc/ifc-spatial';
import { cadence, openAndStream } from '../../../../src/ifc/ifc-stream';
import { metricUnits, modelUnits } from '../../../../src/ifc/ifc-units';
import { InverseIndex, schemaIndex, subtypesOf } from '../../../../src/ifc/inverse-index';
import { propertyMap, searchEntries } from '../element-values';
import { ancestorsOf } from './class-tree';
import { elementFingerprint, GeometryHashes } from './fingerprints';

export type ProcessedElement = {
  expressId: number;
  elementIndex: number | null;
  globalId: string | null;
  ifcClass: string;
  classes: string[];
  name: string;
  category: 'element' | 'spatial' | 'feature' | 'other';
  properties: ElementProperties;
  search: SearchEntry[];
  geometryHash: string | null;
  propertiesHash: string;
};

export type ProcessedModel = {
  schema: string;
  elementCount: number;
  productCount: number;
  meshCount: number;
  triangles: number;
  /** The geometry frames (geometry-frames.ts), gzip-compressed. */
  geometry: Uint8Array;
  tree: TreeNode[];
  elements: ProcessedElement[];
};

export type ProcessOutcome = { ok: true; model: ProcessedModel } | { ok: false; error: LoadError };

/** Batches as large as the viewer flushes at most; the first element alone, so it shows at once. */
const serverCadence = { ...cadence, batchMs: Infinity };

/**
 * Processes one IFC file with web-ifc (in a worker thread, see process.worker.ts): its geometry
 * streamed and batched by the viewer's own code into frames, then every IfcProduct's property
 * tabs (read once with an inverse index), the spatial tree, and fingerprints for compare.
 * `progress` hears 0…1.
 */
export function processModel(
  api: W.IfcAPI,
  bytes: Uint8Array,
  progress: (fraction: number) => void,
): ProcessOutcome {
  const frames: Uint8Array[] = [];
  const elementIndexOf = new Map<number, number>();
  const templateTriangles = new Map<number, number>();
  const hashes = new GeometryHashes();
  const placements = new Map<number, { geometry: string; matrix: number[]; color: number[] }[]>();
  let triangles = 0;

  const countTriangles = (batch: GeometryBatch) => {
    for (const t of batch.templates) templateTriangles.set(t.templateId, t.indices.length / 3);
    for (const m of batch.merged) triangles += m.indices.length / 3;
    for (const i of batch.instances)
      triangles += (templateTriangles.get(i.templateId) ?? 0) * i.elementIds.length;
  };
  const onElement = (expressId: number, geometries: readonly PlacedGeometryInput[]) => {
    const list = placements.get(expressId) ?? [];
    for (const g of geometries) {
      if (g.indices.length === 0) continue;
      list.push({ geometry: hashes.of(g), matrix: Array.from(g.matrix), color: [...g.color] });
    }
    placements.set(expressId, list);
  };

  const streamed = openAndStream(
    api,
    bytes,
    {
      post: (m) => {
        if (m.type === 'progress') progress(0.05 + (0.6 * m.done) / Math.max(1, m.total));
      },
      postBatch: (batch) => {
        const first = batch.elements.firstIndex;
        batch.elements.expressIds.forEach((id, i) => elementIndexOf.set(id, first + i));
        countTriangles(batch);
        frames.push(encodeFrame({ kind: 'batch', batch }));
      },
      onElement,
    },
    serverCadence,
  );
  if ('error' in streamed) return { ok: false, error: streamed.error };
  const modelId = streamed.modelId;
  try {
    progress(0.65);
    const lines = new Lines(api, modelId, new InverseIndex(api, modelId));
    let units = metricUnits;
    try {
      units = modelUnits(readUnits(lines));
    } catch {
      // A model without a readable unit assignment is taken to be in metres (as the viewer does).
    }
    const schema = schemaIndex(api, modelId);
    const set = (...types: number[]) => new Set(types.flatMap((t) => subtypesOf(schema, t)));
    const products = set(W.IFCPRODUCT);
    const elementTypes = set(W.IFCELEMENT);
    const features = set(W.IFCFEATUREELEMENT);
    const subtractions = set(W.IFCFEATUREELEMENTSUBTRACTION);
    const spatial = set(W.IFCSPATIALELEMENT, W.IFCSPATIALSTRUCTUREELEMENT);
    const categoryOf = (type: number): ProcessedElement['category'] =>
      features.has(type) || subtractions.has(type)
        ? 'feature'
        : elementTypes.has(type)
          ? 'element'
          : spatial.has(type)
            ? 'spatial'
            : 'other';

    const ids: number[] = [];
    for (const type of api.GetIfcEntityList(modelId)) {
      if (!products.has(type)) continue;
      const found = api.GetLineIDsWithType(modelId, type);
      for (let i = 0; i < found.size(); i++) ids.push(found.get(i));
    }
    const listed = new Set(ids);
    for (const id of elementIndexOf.keys()) if (!listed.has(id)) ids.push(id);
    ids.sort((a, b) => a - b);

    const coordination = api.GetCoordinationMatrix(modelId);
    const elements: ProcessedElement[] = [];
    let lastReport = performance.now();
    ids.forEach((expressId, k) => {
      const properties = readElementProperties(lines, expressId, units);
      if (!properties) return;
      const type = lines.get(expressId)?.type ?? 0;
      const placed = placements.get(expressId);
      elements.push({
        expressId,
        elementIndex: elementIndexOf.get(expressId) ?? null,
        globalId: properties.globalId,
        ifcClass: properties.type,
        classes: ancestorsOf(schema, type).map((t) => lines.typeName(t).toLowerCase()),
        name: properties.name,
        category: categoryOf(type),
        properties,
        search: searchEntries(properties),
        geometryHash: placed?.length ? elementFingerprint(placed, coordination) : null,
        propertiesHash: propertiesFingerprint(properties),
      });
      if (performance.now() - lastReport > 250) {
        progress(0.65 + (0.3 * (k + 1)) / ids.length);
        lastReport = performance.now();
      }
    });
    const tree = readSpatialTree(lines, elementIndexOf);

    const model: ModelFrame = {
      kind: 'model',
      format: 1,
      schema: streamed.schema,
      elementCount: streamed.elementCount,
      triangles,
      batches: frames.length,
      coordination,
      lengthUnitInMetres: units.length,
    };
    progress(0.97);
    const geometry = gzipSync(Buffer.concat([encodeFrame(model), ...frames]), { level: 6 });
    return {
      ok: true,
      model: {
        schema: streamed.schema,
        elementCount: elements.filter((e) => e.category === 'element').length,
        productCount: elements.length,
        meshCount: streamed.elementCount,
        triangles,
        geometry: new Uint8Array(geometry.buffer, geometry.byteOffset, geometry.byteLength),
        tree,
        elements,
      },
    };
  } finally {
    api.CloseModel(modelId);
  }
}

/** A fingerprint of what the property tabs show (order of sets and values aside). */
function propertiesFingerprint(p: ElementProperties): string {
  const entries = [...propertyMap(p).entries()].map(([k, v]) => `${k}\u0001${v.text ?? ''}`);
  return createHash('sha1').update(entries.sort().join('\u0002')).digest('base64url');
}
