import type { Box3, Camera, Group, Intersection, Matrix4, Object3D } from 'three';
import type { ElementStates } from '../scene/element-states';
import type { ElementIndex, ElementProperties, TreeNode } from './element-data';

/**
 * What the scene and the tools need from a loaded model, IFC or mesh alike. Elements are dense
 * indices 0..count-1; their state lives in `states`.
 */
export interface ViewerModel {
  readonly kind: 'ifc' | 'mesh';
  readonly root: Group;
  readonly states: ElementStates;
  /** Elements with geometry. */
  readonly count: number;
  /** World box of everything loaded so far. */
  readonly bounds: Box3;
  /** Objects to raycast against. */
  pickables(): Object3D[];
  /**
   * Called before each frame is projected, with the camera and the target's height in pixels
   * (what a model drawn with levels of detail needs to choose them).
   */
  prepareFrame?(camera: Camera, targetHeight: number): void;
  /** The element an intersection hit, or null. */
  elementOf(hit: Intersection): number | null;
  /** World box of some elements (empty when none has geometry). */
  boxOf(elements: Iterable<number>, target: Box3): Box3;
  /**
   * From the scene's coordinates to the model's own (IFC: metres, Z up, before re-centring), the
   * coordinates stored viewpoints, annotations and BCF files use.
   */
  readonly worldToModel: Matrix4;
  /** Each element's exchange id (IFC GlobalId; `#n` for the n-th mesh), by dense index. */
  componentIds(): Promise<string[]>;
  properties(element: number): Promise<ElementProperties | null>;
  /** Cached properties, for a panel to show within one frame. */
  cachedProperties(element: number): ElementProperties | null | undefined;
  tree(): Promise<TreeNode[]>;
  index(): Promise<ElementIndex>;
  dispose(): void;
}
