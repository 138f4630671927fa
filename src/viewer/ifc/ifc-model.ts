import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  type Intersection,
  type Material,
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
import { sortForCulling } from './face-culling';
import { ifcMaterials, type IfcMaterials } from './ifc-materials';
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
import type {
  GeometryBatch,
  InstanceBlock,
  MergedChunk,
  TemplateGeometry,
} from '@/ifc/geometry-batch';

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
    for (const chunk of batch.merged) this.root.add(this.mergedMesh(chunk));
    for (const block of batch.instances) {
      for (const mesh of this.instancedMeshes(block)) this.root.add(mesh);
    }
    this.addElements(batch);
  }

  pickables(): Object3D[] {
    return this.root.children;
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
    this.root.traverse((o) => {
      if (o instanceof Mesh) o.geometry.dispose();
    });
    for (const g of this.templates.values()) g.dispose();
    for (const m of [
      ...this.materials.merged,
      ...this.materials.instanced,
      this.materials.closed,
      this.materials.instancedClosed,
    ])
      m.dispose();
    this.root.clear();
    this.states.dispose();
  }

  private mergedMesh(chunk: MergedChunk): Mesh {
    const g = new BufferGeometry();
    // Opaque: closed elements' triangles first, drawn one-sided (face-culling.ts), then the rest.
    const sorted = chunk.transparent
      ? { indices: chunk.indices, closed: 0 }
      : sortForCulling(chunk.positions, chunk.normals, chunk.elementIds, chunk.indices);
    g.setAttribute('position', new BufferAttribute(chunk.positions, 3));
    g.setAttribute('normal', new BufferAttribute(chunk.normals, 3, true));
    g.setAttribute('color', new BufferAttribute(chunk.colors, 4, true));
    g.setAttribute('elementId', new BufferAttribute(chunk.elementIds, 1));
    g.setIndex(new BufferAttribute(sorted.indices, 1));
    this.triangles += chunk.indices.length / 3;
    g.computeBoundingBox();
    g.computeBoundingSphere();
    this.bounds.union(g.boundingBox!);
    const open = this.materials.merged[chunk.transparent ? 1 : 0]!;
    let material: Material | Material[] = open;
    if (sorted.closed === sorted.indices.length) material = this.materials.closed;
    else if (sorted.closed > 0) {
      g.addGroup(0, sorted.closed, 0);
      g.addGroup(sorted.closed, sorted.indices.length - sorted.closed, 1);
      material = [this.materials.closed, open];
    }
    const mesh = new Mesh(g, material);
    mesh.matrixAutoUpdate = false;
    if (chunk.transparent) mesh.renderOrder = 1;
    return mesh;
  }

  /**
   * A block's instances as one instanced mesh, or, for an opaque block of a closed template
   * (face-culling.ts), drawn one-sided: those placed as is and those placed mirrored (their
   * triangles turn inside out: drawn with the template's triangles turned round) in two meshes.
   */
  private instancedMeshes(block: InstanceBlock): InstancedMesh[] {
    const template = this.templates.get(block.templateId);
    if (!template) return [];
    const count = block.elementIds.length;
    this.triangles += ((template.getIndex()?.count ?? 0) / 3) * count;
    if (block.transparent || !template.userData['closed']) {
      const material = this.materials.instanced[block.transparent ? 1 : 0]!;
      return [this.instances(template, template.getIndex()!, block, null, material)];
    }
    const mirrored: number[] = [];
    const straight: number[] = [];
    const m = block.matrices;
    for (let i = 0; i < count; i++) {
      const o = i * 16;
      const det =
        m[o]! * (m[o + 5]! * m[o + 10]! - m[o + 6]! * m[o + 9]!) -
        m[o + 4]! * (m[o + 1]! * m[o + 10]! - m[o + 2]! * m[o + 9]!) +
        m[o + 8]! * (m[o + 1]! * m[o + 6]! - m[o + 2]! * m[o + 5]!);
      (det < 0 ? mirrored : straight).push(i);
    }
    const meshes: InstancedMesh[] = [];
    const material = this.materials.instancedClosed;
    if (mirrored.length === 0)
      return [this.instances(template, template.getIndex()!, block, null, material)];
    if (straight.length > 0)
      meshes.push(this.instances(template, template.getIndex()!, block, straight, material));
    meshes.push(this.instances(template, turnedRound(template), block, mirrored, material));
    return meshes;
  }

  private instances(
    template: BufferGeometry,
    index: BufferAttribute,
    block: InstanceBlock,
    only: number[] | null,
    material: Material,
  ): InstancedMesh {
    const pick = <T extends Float32Array | Uint8Array>(src: T, size: number): T => {
      if (!only) return src;
      const out = new (src.constructor as new (n: number) => T)(only.length * size);
      only.forEach((i, k) => out.set(src.subarray(i * size, i * size + size), k * size));
      return out;
    };
    const elementIds = pick(block.elementIds, 1);
    const blockColors = pick(block.colors, 4);
    const count = elementIds.length;
    // Instances of one template share its vertex buffers; each block has its own per-instance data.
    const g = new BufferGeometry();
    for (const name of ['position', 'normal'] as const)
      g.setAttribute(name, template.getAttribute(name));
    g.setIndex(index);
    g.boundingBox = template.boundingBox;
    g.boundingSphere = template.boundingSphere;
    // Picking builds one bounds tree per template and shares it (picking.ts).
    g.userData['template'] = template;
    g.setAttribute('instanceElementId', new InstancedBufferAttribute(elementIds, 1));
    const mesh = new InstancedMesh(g, material, count);
    mesh.instanceMatrix = new InstancedBufferAttribute(pick(block.matrices, 16), 16);
    const colors = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      colors[i * 3] = blockColors[i * 4]! / 255;
      colors[i * 3 + 1] = blockColors[i * 4 + 1]! / 255;
      colors[i * 3 + 2] = blockColors[i * 4 + 2]! / 255;
    }
    mesh.instanceColor = new InstancedBufferAttribute(colors, 3);
    if (block.transparent) {
      material.opacity = (blockColors[3] ?? 255) / 255;
      mesh.renderOrder = 1;
    }
    mesh.matrixAutoUpdate = false;
    mesh.computeBoundingBox();
    mesh.computeBoundingSphere();
    if (mesh.boundingBox) this.bounds.union(mesh.boundingBox);
    return mesh;
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

function templateGeometry(t: TemplateGeometry): BufferGeometry {
  const g = new BufferGeometry();
  const ids = new Float32Array(t.positions.length / 3);
  const sorted = sortForCulling(t.positions, t.normals, ids, t.indices);
  g.userData['closed'] = sorted.closed > 0 && sorted.closed === sorted.indices.length;
  g.setAttribute('position', new BufferAttribute(t.positions, 3));
  g.setAttribute('normal', new BufferAttribute(t.normals, 3, true));
  g.setIndex(new BufferAttribute(sorted.indices, 1));
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}

/** The template's triangles turned round (for its mirrored placements), made once. */
function turnedRound(template: BufferGeometry): BufferAttribute {
  const cached = template.userData['turnedRound'] as BufferAttribute | undefined;
  if (cached) return cached;
  const src = template.getIndex()!.array;
  const out = new Uint32Array(src.length);
  for (let t = 0; t < src.length; t += 3) {
    out[t] = src[t]!;
    out[t + 1] = src[t + 2]!;
    out[t + 2] = src[t + 1]!;
  }
  const index = new BufferAttribute(out, 1);
  template.userData['turnedRound'] = index;
  return index;
}

const corner = new Vector3();
