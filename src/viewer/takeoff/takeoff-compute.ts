import { Box3, InstancedMesh, Mesh, Vector3 } from 'three';
import type { ElementProperties } from '../model/element-data';
import type { IfcModel } from '../ifc/ifc-model';
import { MeshMeasurer, type MeshPiece } from '@/ifc/mesh-measure';
import {
  pickQuantities,
  type ElementMeasures,
  type ElementTakeoffInfo,
} from '@/ifc/takeoff-quantities';
import type { MeasuredGroup, TakeoffProgress } from '@/machines/viewer/takeoff.machine';

type Options = { signal: AbortSignal; onProgress: (p: TakeoffProgress) => void };

/** The longest the page's thread works before it yields: far under the 100 ms of a long task. */
const sliceMs = 25;
const kinds = ['length', 'area', 'volume'] as const;

/** The progress bar is told at most this often: each telling renders the panel (profiled: as
 * much of the page's time as the measuring itself when told after every slice). */
const progressMs = 200;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the take-off needs, from an element's property tabs (a processed model's index). */
export function infoFromProperties(p: ElementProperties | null): ElementTakeoffInfo {
  if (!p) return { typeName: '', quantities: [] };
  const objectType = p.attributes.find((a) => a.name === 'ObjectType')?.value;
  return {
    typeName: p.typeObject?.name || (typeof objectType === 'string' ? objectType : ''),
    quantities: p.quantities,
  };
}

/** The model's geometry as the measurer reads it: merged meshes and instanced templates. */
export function meshPieces(model: IfcModel): MeshPiece[] {
  const out: MeshPiece[] = [];
  for (const o of model.pickables()) {
    const g = (o as Mesh).geometry;
    const positions = g?.getAttribute('position')?.array;
    const indices = g?.getIndex()?.array;
    if (!positions || !indices) continue;
    if (o instanceof InstancedMesh) {
      const ids = g.getAttribute('instanceElementId')?.array;
      if (ids)
        out.push({
          kind: 'instances',
          positions,
          indices,
          matrices: o.instanceMatrix.array,
          elementIds: ids,
        });
    } else if (o instanceof Mesh) {
      const ids = g.getAttribute('elementId')?.array;
      if (ids) out.push({ kind: 'merged', positions, indices, elementIds: ids });
    }
  }
  return out;
}

async function readInfos(model: IfcModel, elements: number[], o: Options) {
  const infos: ElementTakeoffInfo[] = [];
  const fromWorker = model.takeoffInfo([]) !== null;
  const step = fromWorker ? 400 : 20;
  for (let i = 0; i < elements.length; i += step) {
    if (o.signal.aborted) throw new DOMException('aborted', 'AbortError');
    o.onProgress({ phase: 'reading', done: i, total: elements.length });
    const chunk = elements.slice(i, i + step);
    const read =
      model.takeoffInfo(chunk) ??
      Promise.all(chunk.map((e) => model.properties(e).then(infoFromProperties)));
    infos.push(...(await read));
  }
  return infos;
}

/** Measures the elements' geometry in slices of the page's thread (two passes, see mesh-measure). */
async function measureGeometry(model: IfcModel, elements: number[], o: Options) {
  // Element → slot, dense: looked up for every triangle.
  const slot = new Int32Array(model.count).fill(-1);
  elements.forEach((e, i) => (slot[e] = i));
  const origins = new Float64Array(elements.length * 3);
  const box = new Box3();
  const c = new Vector3();
  elements.forEach((e, i) => {
    model.boxOf([e], box).getCenter(c);
    if (box.isEmpty()) c.set(0, 0, 0);
    origins.set([c.x, c.y, c.z], i * 3);
  });
  const measurer = new MeshMeasurer((e) => slot[e] ?? -1, origins);
  const pieces = meshPieces(model);
  const total = 2 * pieces.reduce((n, p) => n + MeshMeasurer.units(p), 0);
  let done = 0;
  let sliceStart = performance.now();
  let told = sliceStart;
  let longest = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const piece of pieces) {
      const units = MeshMeasurer.units(piece);
      // About 8 000 triangles a step (an instanced piece's unit is up to 4096 of them): the
      // clock is read between steps, so a step must stay well under the slice on a slow CPU.
      const step = piece.kind === 'merged' ? 8_000 : 2;
      for (let from = 0; from < units; from += step) {
        measurer.measure(piece, from, Math.min(units, from + step));
        done += Math.min(step, units - from);
        const ran = performance.now() - sliceStart;
        if (ran > sliceMs) {
          longest = Math.max(longest, ran);
          if (sliceStart + ran - told > progressMs) {
            told = sliceStart + ran;
            o.onProgress({ phase: 'measuring', done, total });
          }
          await yieldToPage();
          if (o.signal.aborted) throw new DOMException('aborted', 'AbortError');
          sliceStart = performance.now();
        }
      }
    }
    if (pass === 0) measurer.nextPass();
  }
  return {
    results: measurer.results(),
    longest: Math.max(longest, performance.now() - sliceStart),
  };
}

/**
 * The take-off of some elements: quantity sets read from the model (the worker, or a processed
 * version's property index), the kinds a model lacks computed from the geometry on the page's
 * thread in slices of at most 25 ms, then grouped by IFC class and type name.
 */
export async function computeTakeoff(
  model: IfcModel,
  elements: number[],
  o: Options,
): Promise<MeasuredGroup[]> {
  const started = performance.now();
  performance.mark('ouvrage:takeoff:start');
  const index = await model.index();
  const infos = await readInfos(model, elements, o);
  const read = performance.now();
  let longestSlice = 0;
  const measures: ElementMeasures[] = elements.map((e, i) =>
    pickQuantities(index.types[e] ?? '', infos[i]!.quantities),
  );
  const lacking = elements.filter((_, i) => kinds.some((k) => !measures[i]![k]));
  if (lacking.length > 0) {
    const { results: computed, longest } = await measureGeometry(model, lacking, o);
    longestSlice = longest;
    const at = new Map(lacking.map((e, i) => [e, computed[i]!]));
    elements.forEach((e, i) => {
      const c = at.get(e);
      if (!c) return;
      for (const k of kinds)
        if (!measures[i]![k] && c[k] > 0) measures[i]![k] = { value: c[k], source: 'computed' };
    });
  }
  o.onProgress({ phase: 'measuring', done: 1, total: 1 });
  // For the benchmark (npm run bench -- orders): where the time went, the longest slice.
  performance.mark('ouvrage:takeoff:done', {
    detail: {
      elements: elements.length,
      computed: lacking.length,
      readMs: read - started,
      measureMs: performance.now() - read,
      longestSliceMs: longestSlice,
    },
  });
  const groups = new Map<string, MeasuredGroup>();
  elements.forEach((e, i) => {
    const ifcClass = index.types[e] || 'IfcProduct';
    const name = infos[i]!.typeName;
    const key = `${ifcClass}|${name}`;
    let g = groups.get(key);
    if (!g) {
      const zero = () => ({ value: 0, computed: 0, missing: 0 });
      g = {
        key,
        ifcClass,
        name,
        elements: [],
        globalIds: [],
        quantities: { length: zero(), area: zero(), volume: zero() },
      };
      groups.set(key, g);
    }
    g.elements.push(e);
    g.globalIds.push(index.globalIds[e] ?? '');
    for (const k of kinds) {
      const m = measures[i]![k];
      if (!m) g.quantities[k].missing++;
      else {
        g.quantities[k].value += m.value;
        if (m.source === 'computed') g.quantities[k].computed++;
      }
    }
  });
  return [...groups.values()].sort(
    (a, b) => a.ifcClass.localeCompare(b.ifcClass) || a.name.localeCompare(b.name),
  );
}
