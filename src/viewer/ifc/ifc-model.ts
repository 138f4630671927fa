import {
  Box3,
  type BufferGeometry,
  type Camera,
  Group,
  InstancedMesh,
  type Intersection,
  Mesh,
  type Object3D,
  Matrix4,
  type Plane,
  Vector3,
} from 'three';
import type { ElementIndex, ElementProperties, TreeNode } from '../model/element-data';
import type { ViewerModel } from '../model/viewer-model';
import type { PropertyColumn } from '@/ifc/property-table';
import type { ElementTakeoffInfo } from '@/ifc/takeoff-quantities';
import { instancedMeshes, mergedMesh, templateGeometry } from './ifc-meshes';
import { InstanceLod } from './instance-lod';
import { CoarseBoxes } from './coarse-boxes';
import { LOD_MIN_TRIANGLES, type LodPart, type LodView, lodView } from './lod';
import { MergedLod } from './merged-lod';
import { allMaterials, ifcMaterials, type IfcMaterials, plainOf } from './ifc-materials';
import { ElementStates } from '../scene/element-states';

/**
 * Where an IFC model's properties and trees come from: the IFC worker (the file parsed in the
 * browser) or the model service (a processed version, processed-queries.ts).
 */
export interface ModelQueries {
  properties(expressId: number, element: number): Promise<ElementProperties | null>;
  spatialTree(): Promise<TreeNode[]>;
  elementIndex(): Promise<ElementIndex>;
  /** Properties already at hand (prefetched), so a click shows them within one frame. */
  cached?(element: number): ElementProperties | undefined;
  /** Quantity sets and type names of many elements at once (the worker: take-off). */
  takeoffInfo?(expressIds: number[]): Promise<ElementTakeoffInfo[]>;
  /** Every element's properties as columns (the model tree's property filter). */
  propertyTable?(): Promise<PropertyColumn[]>;
}
import type { GeometryBatch } from '@/ifc/geometry-batch';

/**
 * An IFC model on the main thread: the worker's batches become a few merged meshes and
 * instanced meshes (draw calls stay in the tens), every element keeps its dense index, box and
 * express id; properties and trees are asked of the worker and cached.
 */
export class IfcModel implements ViewerModel {
  readonly kind = 'ifc';
  readonly root = new Group();
  readonly states = new ElementStates();
  readonly bounds = new Box3();
  /** IFC is Z up, the scene Y up; web-ifc also re-centres (its coordination matrix). */
  readonly worldToModel = new Matrix4().set(1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1);
  private readonly templates = new Map<number, BufferGeometry>();
  private readonly pieces: Mesh[] = [];
  private readonly lods: LodPart[] = [];
  private readonly coarse: CoarseBoxes;
  private view: LodView | undefined;
  private lastView: number[] = [];
  private lodsSorted = 0;
  private statesSorted = -1;
  /** Triangles in the scene so far (instances counted each): what a frame costs to draw. */
  triangles = 0;
  private readonly materials: IfcMaterials;
  private expressIds = new Uint32Array(1024);
  private boxes = new Float32Array(1024 * 6);
  private elementCount = 0;
  private readonly propertyCache = new Map<number, ElementProperties | null>();
  private propertyTablePromise: Promise<PropertyColumn[]> | null = null;
  private treePromise: Promise<TreeNode[]> | null = null;
  private indexPromise: Promise<ElementIndex> | null = null;

  constructor(
    private readonly client: ModelQueries,
    clippingPlanes: Plane[],
  ) {
    this.materials = ifcMaterials(this.states, clippingPlanes);
    this.root.name = 'ifc-model';
    // Every block's instances drawn as boxes, one mesh (instance-lod.ts); boxes are closed.
    this.coarse = new CoarseBoxes(
      this.materials.plainClosed,
      this.materials.plainPoints,
      this.materials.closed,
    );
    this.root.add(this.coarse.mesh, this.coarse.specks, this.coarse.stated);
  }

  get count(): number {
    return this.elementCount;
  }

  expressIdOf(element: number): number | undefined {
    return element < this.elementCount ? this.expressIds[element] : undefined;
  }

  elementOfExpressId(expressId: number): number | null {
    const i = this.expressIds.subarray(0, this.elementCount).indexOf(expressId);
    return i < 0 ? null : i;
  }

  /** Adds one batch from the worker to the scene. */
  addBatch(batch: GeometryBatch, total: number): void {
    this.states.resize(
      Math.max(total, batch.elements.firstIndex + batch.elements.expressIds.length),
    );
    for (const t of batch.templates) this.templates.set(t.templateId, templateGeometry(t));
    for (const chunk of batch.merged) {
      const mesh = mergedMesh(chunk, this.materials);
      this.triangles += chunk.indices.length / 3;
      this.bounds.union(mesh.geometry.boundingBox!);
      this.pieces.push(mesh);
      if (chunk.transparent) {
        this.root.add(mesh);
        continue;
      }
      const lod = new MergedLod(mesh, (m) => plainOf(this.materials, m));
      this.lods.push(lod);
      this.root.add(lod.drawn, lod.stated);
    }
    for (const block of batch.instances) {
      const template = this.templates.get(block.templateId);
      if (!template) continue;
      this.triangles += ((template.getIndex()?.count ?? 0) / 3) * block.elementIds.length;
      for (const mesh of instancedMeshes(block, template, this.materials)) {
        if (mesh.boundingBox) this.bounds.union(mesh.boundingBox);
        this.pieces.push(mesh);
        if (block.transparent || (template.getIndex()?.count ?? 0) / 3 < LOD_MIN_TRIANGLES) {
          this.root.add(mesh);
          continue;
        }
        const lod = new InstanceLod(mesh);
        this.lods.push(lod);
        this.root.add(lod.detail);
      }
    }
    this.addElements(batch);
  }

  /**
   * Every merged mesh and every block's instanced mesh with all its instances: what picking, the
   * take-off and box selection read. The scene draws the same through their levels of detail:
   * opaque merged chunks element by element (merged-lod.ts), blocks of detailed templates
   * instance by instance (instance-lod.ts), the small ones as boxes.
   */
  pickables(): Object3D[] {
    return this.pieces;
  }

  /**
   * Before each frame is projected: which elements and instances are drawn as their box, and
   * which through the plain program (no state) or the full one.
   */
  prepareFrame(camera: Camera, targetHeight: number): void {
    if (this.lods.length === 0) return;
    const e = camera.matrixWorld.elements;
    const p = camera.projectionMatrix.elements;
    const key = this.lastView;
    let same = key.length === 18 && key[16] === p[5] && key[17] === targetHeight;
    for (let i = 0; same && i < 16; i++) same = key[i] === e[i];
    const added = this.lodsSorted !== this.lods.length;
    const restated = this.statesSorted !== this.states.version;
    if (same && !added && !restated) return;
    this.lastView = [...e, p[5]!, targetHeight];
    this.lodsSorted = this.lods.length;
    this.statesSorted = this.states.version;
    this.view = lodView(camera, targetHeight, this.view);
    const view = same && !added ? null : this.view;
    const states = restated || added ? this.states : null;
    let changed = false;
    for (const lod of this.lods) changed = lod.update(view, states) || changed;
    if (changed) this.coarse.write(this.lods);
    if (changed || view) this.coarse.placeSpecks(camera, targetHeight);
  }

  /** Called once streaming is done, with web-ifc's coordination matrix. */
  setCoordination(matrix: number[]): void {
    const c = new Matrix4().fromArray(matrix);
    this.worldToModel.set(1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1).multiply(c.invert());
  }

  async componentIds(): Promise<string[]> {
    return (await this.index()).globalIds;
  }

  elementOf(hit: Intersection): number | null {
    const object = hit.object;
    if (object instanceof InstancedMesh) {
      const ids = object.geometry.getAttribute('instanceElementId');
      return hit.instanceId === undefined || !ids ? null : ids.getX(hit.instanceId);
    }
    if (object instanceof Mesh && hit.face) {
      const ids = object.geometry.getAttribute('elementId');
      return ids ? ids.getX(hit.face.a) : null;
    }
    return null;
  }

  boxOf(elements: Iterable<number>, target: Box3): Box3 {
    target.makeEmpty();
    for (const i of elements) {
      if (i < 0 || i >= this.elementCount) continue;
      const b = this.boxes;
      const o = i * 6;
      if (!(b[o]! <= b[o + 3]!)) continue;
      target.expandByPoint(corner.set(b[o]!, b[o + 1]!, b[o + 2]!));
      target.expandByPoint(corner.set(b[o + 3]!, b[o + 4]!, b[o + 5]!));
    }
    return target;
  }

  cachedProperties(element: number): ElementProperties | null | undefined {
    return this.propertyCache.get(element) ?? this.client.cached?.(element);
  }

  async properties(element: number): Promise<ElementProperties | null> {
    if (this.propertyCache.has(element)) return this.propertyCache.get(element) ?? null;
    const expressId = this.expressIdOf(element);
    if (expressId === undefined) return null;
    const props =
      this.client.cached?.(element) ?? (await this.client.properties(expressId, element));
    this.propertyCache.set(element, props);
    return props;
  }

  /** The take-off's reading of elements, when the source reads many at once (else null). */
  takeoffInfo(elements: number[]): Promise<ElementTakeoffInfo[]> | null {
    if (!this.client.takeoffInfo) return null;
    return this.client.takeoffInfo(elements.map((e) => this.expressIdOf(e) ?? -1));
  }

  /** The model's properties as the property filter's columns, asked once (null: no source). */
  propertyTable(): Promise<PropertyColumn[]> | null {
    if (!this.client.propertyTable) return null;
    this.propertyTablePromise ??= this.client.propertyTable();
    return this.propertyTablePromise;
  }

  tree(): Promise<TreeNode[]> {
    this.treePromise ??= this.client.spatialTree();
    return this.treePromise;
  }

  index(): Promise<ElementIndex> {
    this.indexPromise ??= this.client.elementIndex();
    return this.indexPromise;
  }

  dispose(): void {
    for (const mesh of this.pieces) mesh.geometry.dispose();
    for (const lod of this.lods) lod.dispose();
    this.coarse.dispose();
    for (const g of this.templates.values()) g.dispose();
    for (const m of allMaterials(this.materials)) m.dispose();
    this.root.clear();
    this.states.dispose();
  }

  private addElements(batch: GeometryBatch): void {
    const { firstIndex, expressIds, boxes } = batch.elements;
    const end = firstIndex + expressIds.length;
    if (end > this.expressIds.length) {
      let cap = this.expressIds.length;
      while (cap < end) cap *= 2;
      const ids = new Uint32Array(cap);
      ids.set(this.expressIds);
      const bx = new Float32Array(cap * 6);
      bx.set(this.boxes);
      this.expressIds = ids;
      this.boxes = bx;
    }
    this.expressIds.set(expressIds, firstIndex);
    this.boxes.set(boxes, firstIndex * 6);
    this.elementCount = Math.max(this.elementCount, end);
  }
}

const corner = new Vector3();
