import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  Group,
  type Intersection,
  type Material,
  Matrix4,
  Mesh,
  type Object3D,
  type Plane,
  Texture,
} from 'three';
import type { ElementIndex, ElementProperties, TreeNode } from '../model/element-data';
import type { ViewerModel } from '../model/viewer-model';
import { patchElementMaterial } from '../scene/element-material';
import { ElementStates } from '../scene/element-states';

/**
 * A glTF/GLB or OBJ scene as a viewer model: every mesh is an element. Each mesh gets an
 * `elementId` attribute and its materials learn to read the element state texture, so
 * selection, hiding and highlighting work as for IFC.
 */
export class MeshModel implements ViewerModel {
  readonly kind = 'mesh';
  readonly root = new Group();
  readonly states: ElementStates;
  readonly bounds = new Box3();
  /** glTF and OBJ are Y up like the scene; only a far-away model is brought near the origin. */
  readonly worldToModel = new Matrix4();
  private readonly meshes: Mesh[] = [];
  private readonly boxes: Box3[] = [];
  private readonly props = new Map<number, ElementProperties>();

  constructor(
    private readonly scene: Object3D,
    clippingPlanes: Plane[],
  ) {
    scene.traverse((o) => {
      if (o instanceof Mesh) this.meshes.push(o);
    });
    this.states = new ElementStates(this.meshes.length);
    this.states.resize(this.meshes.length);
    this.root.add(scene);
    this.recentre();
    const patched = new Set<Material>();
    this.meshes.forEach((mesh, i) => {
      mesh.userData['elementIndex'] = i;
      mesh.geometry = withElementId(mesh.geometry, i);
      for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) {
        if (patched.has(m)) continue;
        patched.add(m);
        patchElementMaterial(m, this.states, clippingPlanes);
      }
    });
    this.root.updateMatrixWorld(true);
    for (const mesh of this.meshes) this.boxes.push(new Box3().setFromObject(mesh));
    this.bounds.setFromObject(this.root);
  }

  get count(): number {
    return this.meshes.length;
  }

  pickables(): Object3D[] {
    return this.meshes;
  }

  elementOf(hit: Intersection): number | null {
    const i = hit.object.userData['elementIndex'];
    return typeof i === 'number' ? i : null;
  }

  boxOf(elements: Iterable<number>, target: Box3): Box3 {
    target.makeEmpty();
    for (const i of elements) {
      const b = this.boxes[i];
      if (b) target.union(b);
    }
    return target;
  }

  cachedProperties(element: number): ElementProperties | null | undefined {
    return this.props.get(element);
  }

  properties(element: number): Promise<ElementProperties | null> {
    const mesh = this.meshes[element];
    if (!mesh) return Promise.resolve(null);
    let props = this.props.get(element);
    if (!props) {
      props = meshProperties(mesh, element);
      this.props.set(element, props);
    }
    return Promise.resolve(props);
  }

  componentIds(): Promise<string[]> {
    return Promise.resolve(this.meshes.map((_, i) => `#${i + 1}`));
  }

  tree(): Promise<TreeNode[]> {
    return Promise.resolve([toNode(this.scene, 0)]);
  }

  index(): Promise<ElementIndex> {
    return Promise.resolve({
      expressIds: this.meshes.map((_, i) => i),
      types: this.meshes.map(() => 'Mesh'),
      names: this.meshes.map((m, i) => m.name || `#${i + 1}`),
      globalIds: this.meshes.map(() => ''),
    });
  }

  dispose(): void {
    this.root.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      o.geometry.dispose();
      for (const m of Array.isArray(o.material) ? o.material : [o.material]) {
        for (const value of Object.values(m)) {
          if (value instanceof Texture) value.dispose();
        }
        m.dispose();
      }
    });
    this.root.clear();
    this.states.dispose();
  }

  /** Far-away coordinates (georeferenced exports) jitter in float32: bring the model near the origin. */
  private recentre(): void {
    const box = new Box3().setFromObject(this.scene);
    if (box.isEmpty()) return;
    const center = box.getCenter(box.min.clone());
    if (center.length() > 10_000) {
      this.scene.position.sub(center);
      this.scene.updateMatrixWorld(true);
      this.worldToModel.makeTranslation(center.x, center.y, center.z);
    }
  }
}

/** The geometry with a per-vertex element index (attributes shared with the original). */
function withElementId(source: BufferGeometry, element: number): BufferGeometry {
  const g = new BufferGeometry();
  for (const [name, attribute] of Object.entries(source.attributes))
    g.setAttribute(name, attribute);
  g.setIndex(source.index);
  for (const group of source.groups) g.addGroup(group.start, group.count, group.materialIndex);
  g.morphAttributes = source.morphAttributes;
  const count = source.getAttribute('position').count;
  g.setAttribute('elementId', new BufferAttribute(new Float32Array(count).fill(element), 1));
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}

function meshProperties(mesh: Mesh, element: number): ElementProperties {
  const g = mesh.geometry;
  const vertices = g.getAttribute('position').count;
  const triangles = (g.index ? g.index.count : vertices) / 3;
  const materials = (Array.isArray(mesh.material) ? mesh.material : [mesh.material]).map(
    (m) => m.name || m.type,
  );
  const path: string[] = [];
  for (let o = mesh.parent; o; o = o.parent) if (o.name) path.unshift(o.name);
  return {
    expressId: element,
    type: 'Mesh',
    name: mesh.name || `#${element + 1}`,
    globalId: null,
    attributes: [
      { name: 'Name', value: mesh.name || null },
      { name: 'Path', value: path.join(' / ') || null },
      { name: 'Vertices', value: vertices },
      { name: 'Triangles', value: Math.round(triangles) },
      { name: 'Materials', value: materials.join(', ') },
    ],
    propertySets: [],
    quantities: [],
    typeObject: null,
    materials: [],
    classification: [],
    spatial: [],
  };
}

function toNode(o: Object3D, depth: number): TreeNode {
  const element = o.userData['elementIndex'];
  const node: TreeNode = {
    expressId: o.id,
    type: o.type,
    name: o.name,
    children: depth > 64 ? [] : o.children.map((c) => toNode(c, depth + 1)),
  };
  if (typeof element === 'number') node.element = element;
  return node;
}
