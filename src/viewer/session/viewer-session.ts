import type { Plane, Vector3 } from 'three';
import type { ViewerModel } from '../model/viewer-model';
import type { CameraApi } from '../scene/camera-api';
import type { Snap } from '../scene/snapping';

type Listener = () => void;

/**
 * Frames drawn while geometry streams: the first at once, then after 1 s, 2 s, 4 s… (at most
 * 4 s apart). A frame of a growing model costs a software renderer (and, on a small machine, the
 * worker still parsing) far more than the wait: the model shows early and fills in a few steps.
 */
const STREAM_FRAME_MS = 1000;
const STREAM_FRAME_MAX_MS = 4000;

export const marks = {
  start: 'ouvrage:viewer:start',
  downloaded: 'ouvrage:viewer:downloaded',
  /** The scene's first frame (renderer made, the model's shaders warmed) was drawn. */
  scene: 'ouvrage:viewer:scene',
  firstGeometry: 'ouvrage:viewer:first-geometry',
  ready: 'ouvrage:viewer:ready',
  /** Carries the worker's stage times (detail), for the benchmark's breakdown. */
  worker: 'ouvrage:viewer:worker',
  /** The model came processed from the model service (no worker, no parse). */
  processed: 'ouvrage:viewer:processed',
} as const;

/**
 * What one open viewer shares between its loader, its scene and its tools, outside React state:
 * the model, the slice planes (three.js planes every model material clips with) and a few
 * signals: "render again", "the model grew", "a frame was drawn".
 */
export class ViewerSession {
  model: ViewerModel | null = null;
  readonly planes: Plane[] = [];
  /** Whether the user moved the camera (the loader stops framing the model as it grows). */
  cameraTouched = false;
  /** Set by the scene once its camera controls exist. */
  camera: CameraApi | null = null;
  /** Set by the scene: the current view as a PNG (base64, no data: prefix), for BCF topics. */
  snapshot: (() => string | null) | null = null;
  /** Where the measure tool would put a point now (null when the pointer is off the model). */
  snap: Snap | null = null;
  /** HTML overlays pinned to world points (annotation pins), moved by the scene every frame. */
  readonly trackers = new Map<string, { world: Vector3; el: HTMLElement | null }>();
  private readonly changeListeners = new Set<Listener>();
  private readonly modelListeners = new Set<Listener>();
  private afterFrame: Listener[] = [];
  private pendingFrame: ReturnType<typeof setTimeout> | undefined;
  /** Growth not shown yet, how many times it was shown, and when last. */
  private grown = false;
  private growthShown = 0;
  private lastGrowthShown = 0;

  setModel(model: ViewerModel | null): void {
    this.model = model;
    this.cameraTouched = false;
    clearTimeout(this.pendingFrame);
    this.pendingFrame = undefined;
    this.grown = false;
    this.growthShown = 0;
    for (const fn of this.modelListeners) fn();
    this.invalidate();
  }

  /**
   * The model grew (a batch arrived). Its listeners (framing, states of new elements) and a frame
   * follow at once the first time, then on the streaming cadence above. `heavy`: the model has
   * grown too big for the renderer to draw it while it streams (a software renderer, millions of
   * triangles: seconds per frame, taken from the parse); the rest shows with its last frame.
   */
  modelGrew({ heavy = false }: { heavy?: boolean } = {}): void {
    this.grown = true;
    if (this.growthShown === 0) {
      this.showGrowth();
      return;
    }
    if (heavy) {
      clearTimeout(this.pendingFrame);
      this.pendingFrame = undefined;
      return;
    }
    if (this.pendingFrame) return;
    const gap = Math.min(STREAM_FRAME_MAX_MS, STREAM_FRAME_MS * 2 ** (this.growthShown - 1));
    const wait = Math.max(0, gap - (performance.now() - this.lastGrowthShown));
    this.pendingFrame = setTimeout(() => this.showGrowth(), wait);
  }

  private showGrowth(): void {
    clearTimeout(this.pendingFrame);
    this.pendingFrame = undefined;
    if (!this.grown) return;
    this.grown = false;
    this.growthShown++;
    this.lastGrowthShown = performance.now();
    for (const fn of this.modelListeners) fn();
    this.invalidate();
  }

  onModel(fn: Listener): () => void {
    this.modelListeners.add(fn);
    return () => this.modelListeners.delete(fn);
  }

  setCamera(camera: CameraApi | null): void {
    this.camera = camera;
  }

  setSnapshot(take: (() => string | null) | null): void {
    this.snapshot = take;
  }

  /** The user moved the camera: stop framing the model as it grows. */
  touchCamera(): void {
    this.cameraTouched = true;
  }

  /** Pins an HTML element to a world point (null `el` removes it). */
  track(id: string, world: Vector3, el: HTMLElement | null): void {
    if (el) this.trackers.set(id, { world, el });
    else this.trackers.delete(id);
    this.invalidate();
  }

  setSnap(snap: Snap | null): void {
    if (snap === null && this.snap === null) return;
    this.snap = snap;
    this.invalidate();
  }

  /** Asks for a new frame (the canvas renders on demand). */
  invalidate(): void {
    for (const fn of this.changeListeners) fn();
  }

  onInvalidate(fn: Listener): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  /**
   * Runs `drawn` once the next frame, with all the model has grown so far, has been drawn, inside
   * the render loop (a timing mark belongs there), and then `shown` in a task of its own, once the
   * browser has taken that frame. What `shown` sets off (the load actor's events, React mounting
   * the panels: 100–250 ms on a slow machine) then follows the frame on screen instead of holding
   * it back: work done in the animation frame delays the frame's own commit. A loader whose
   * load was stopped in between ignores its `shown`.
   */
  whenDrawn(drawn: Listener, shown?: Listener): void {
    this.afterFrame.push(() => {
      drawn();
      if (shown) setTimeout(shown, 0);
    });
    if (this.grown) this.showGrowth();
    else this.invalidate();
  }

  /** Called by the scene after each frame it draws. */
  frameDrawn(): void {
    if (this.afterFrame.length === 0) return;
    const due = this.afterFrame;
    this.afterFrame = [];
    for (const fn of due) fn();
  }

  dispose(): void {
    clearTimeout(this.pendingFrame);
    this.model?.dispose();
    this.model = null;
    this.changeListeners.clear();
    this.modelListeners.clear();
    this.afterFrame = [];
  }
}

export function mark(name: string): void {
  performance.clearMarks(name);
  performance.mark(name);
}
