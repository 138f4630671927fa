import { type Camera, Vector3 } from 'three';
import type { BoxIndex, BoxVertices } from './lod-boxes';
import { type ElementStates, HIDDEN } from '../scene/element-states';

/**
 * Levels of detail of an IFC model (instance-lod.ts for instances, merged-lod.ts for merged
 * elements, lod-boxes.ts for what small ones are drawn as): an instance or element whose bounding
 * sphere is smaller on screen than `DETAIL_PX` is drawn as its box, and under `SPECK_PX` as a
 * speck.
 *
 * Why: a CPU rasteriser (SwiftShader; a laptop's integrated GPU to a lesser degree) pays for every
 * vertex and triangle a frame submits, visible or not. In ISSUE_021, fitted to the screen, 166 k of
 * its 184 k instanced triangles belong to instances under 4 px across (bolts, fittings, small
 * furniture): a few pixels each, hundreds of triangles each. That Open likewise draws 75 k of the
 * model's 261 k triangles. Under 4 px a box and the real shape differ by a pixel's shade at most.
 */
export const DETAIL_PX = 4;

/**
 * Under this many pixels across, a box is drawn as a speck: the tetrahedron of four of its
 * corners (4 triangles over 4 vertices instead of 12 over 8). A pixel or less either way.
 * railway-track-02 fitted to the screen: 13,223 boxes, nearly all under a pixel.
 */
export const SPECK_PX = 1;

/**
 * An element of merged geometry larger than `DETAIL_PX` whose oriented box is thinner than this
 * across in two of its directions is drawn as that box (merged-lod.ts): far away, a rail, a pipe or
 * a beam is a line of a pixel, hundreds of its triangles drawn for it. railway-track-02 fitted to
 * the screen: 212 elements drawn in detail, 26 k triangles, nearly all of them rails a pixel thick.
 */
export const THIN_PX = 1;

/** Levels: drawn in detail, as a box, as a speck; `WHOLE`: always in detail (too simple). */
export const DETAIL = 1;
export const BOX = 2;
export const SPECK = 3;
export const WHOLE = 4;

/** The level for a size on screen. */
export const levelFor = (px: number): number =>
  px >= DETAIL_PX ? DETAIL : px >= SPECK_PX ? BOX : SPECK;

/** Templates with fewer triangles than this are always drawn whole: a box would save little. */
export const LOD_MIN_TRIANGLES = 36;

/** What `update` needs of the camera and the target, computed once per frame for every block. */
export type LodView = {
  position: Vector3;
  /** The camera's viewing direction (unit). */
  forward: Vector3;
  perspective: boolean;
  /** Pixels per world unit at distance 1 (perspective) or everywhere (orthographic). */
  pixelsPerUnit: number;
};

export function lodView(camera: Camera, targetHeight: number, out?: LodView): LodView {
  const view = out ?? {
    position: new Vector3(),
    forward: new Vector3(),
    perspective: true,
    pixelsPerUnit: 0,
  };
  view.position.setFromMatrixPosition(camera.matrixWorld);
  camera.getWorldDirection(view.forward);
  view.perspective = (camera as { isPerspectiveCamera?: boolean }).isPerspectiveCamera === true;
  // projectionMatrix[5] is 1 / tan(fov / 2) (perspective) or 2 / height of the view (orthographic).
  view.pixelsPerUnit = (camera.projectionMatrix.elements[5]! * targetHeight) / 2;
  return view;
}

/**
 * How many pixels across a bounding sphere (centre, radius) is for this view: 0 wholly behind the
 * camera (not seen: the box costs least), Infinity across the camera's plane (may fill the screen).
 */
export function screenPixels(view: LodView, x: number, y: number, z: number, r: number): number {
  if (!view.perspective) return 2 * r * view.pixelsPerUnit;
  const depth = depthOf(view, x, y, z);
  if (depth < -r) return 0;
  return depth <= r ? Infinity : (2 * r * view.pixelsPerUnit) / depth;
}

/**
 * At most how many pixels across a length `thickness` lying within a bounding sphere (centre,
 * radius) is for this view: as seen at the sphere's nearest depth; Infinity when the sphere
 * reaches the camera's plane.
 */
export function thinPixels(
  view: LodView,
  x: number,
  y: number,
  z: number,
  r: number,
  thickness: number,
): number {
  if (!view.perspective) return thickness * view.pixelsPerUnit;
  const near = depthOf(view, x, y, z) - r;
  return near <= 0 ? Infinity : (thickness * view.pixelsPerUnit) / near;
}

/** How far in front of the camera (along its direction) a point is for this view. */
function depthOf(view: LodView, x: number, y: number, z: number): number {
  const { position: p, forward: f } = view;
  return (x - p.x) * f.x + (y - p.y) * f.y + (z - p.z) * f.z;
}

/**
 * Sorts items by their bounding spheres (`spheres`: centre xyz, radius each) for this view into
 * `levels` (items at `WHOLE` stay so); answers whether any changed. With `thickness` (per item:
 * the middle one of its oriented box's three sizes), an item thinner on screen than `THIN_PX` is
 * drawn as its box however long it is.
 */
export function sortLevels(
  spheres: Float32Array,
  levels: Uint8Array,
  view: LodView,
  thickness?: Float32Array,
): boolean {
  let changed = false;
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] === WHOLE) continue;
    const s = i * 4;
    const x = spheres[s]!;
    const y = spheres[s + 1]!;
    const z = spheres[s + 2]!;
    const r = spheres[s + 3]!;
    let level = levelFor(screenPixels(view, x, y, z, r));
    if (level === DETAIL && thickness && thinPixels(view, x, y, z, r, thickness[i]!) < THIN_PX)
      level = BOX;
    if (levels[i] !== level) {
      levels[i] = level;
      changed = true;
    }
  }
  return changed;
}

/**
 * How an item is drawn with respect to its element's state: `PLAIN` (no state: the plain program,
 * vertex-colour.ts), not at all (`HIDDEN_ITEM`), or `STATED` (selected, hovered or recoloured:
 * the full program, which reads the state).
 */
export const PLAIN = 0;
export const HIDDEN_ITEM = 1;
export const STATED = 2;

/**
 * Sorts items by their elements' states (`elements[i]`: item i's element) into `kinds`; answers
 * whether any changed.
 */
export function sortStates(
  elements: ArrayLike<number>,
  states: ElementStates,
  kinds: Uint8Array,
): boolean {
  let changed = false;
  for (let i = 0; i < kinds.length; i++) {
    const flags = states.flags(elements[i]!);
    const kind = flags === 0 ? PLAIN : flags & HIDDEN ? HIDDEN_ITEM : STATED;
    if (kinds[i] !== kind) {
      kinds[i] = kind;
      changed = true;
    }
  }
  return changed;
}

/** What the model sorts before each frame: a part drawn in detail or, where small, as boxes. */
export interface LodPart {
  /**
   * Sorts for this view (null: as it was) and these states (null: as they were); answers whether
   * what is drawn as boxes changed.
   */
  update(view: LodView | null, states: ElementStates | null): boolean;
  /** How many instances or elements it has: the boxes it holds in the model's box buffers. */
  readonly items: number;
  /** Writes the box of every one of its items to `out`, item i as box `at + i`. */
  fillBoxes(out: BoxVertices, at: number): void;
  /**
   * Writes to `out` its items of kind `kind` (`PLAIN` or `STATED`) drawn as boxes or specks (its
   * boxes from `at`).
   */
  writeIndex(out: BoxIndex, at: number, kind: number): void;
  /** How many are drawn in detail and as boxes (tests, the bench's scene counts). */
  readonly counts: { detail: number; coarse: number };
  dispose(): void;
}
