import type { Plane, Vector3 } from 'three';
import type { ViewerModel } from '../model/viewer-model';
import type { CameraApi } from '../scene/camera-api';
import type { Snap } from '../scene/snapping';

type Listener = () => void;

/** Least time between two frames drawn for streaming geometry. */
const STREAM_FRAME_MS = 400;

export const marks = {
  start: 'ouvrage:viewer:start',
  downloaded: 'ouvrage:viewer:downloaded',
  firstGeometry: 'ouvrage:viewer:first-geometry',
  ready: 'ouvrage:viewer:ready',
  /** Carries the worker's stage times (detail), for the benchmark's breakdown. */
  worker: 'ouvrage:viewer:worker',
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
  private lastFrame = 0;
  private pendingFrame: ReturnType<typeof setTimeout> | undefined;

  setModel(model: ViewerModel | null): void {
    this.model = model;
    this.cameraTouched = false;
    for (const fn of this.modelListeners) fn();
    this.invalidate();
  }

  /**
   * The model grew (a batch arrived). While it streams, frames are spaced out: a software
   * renderer would otherwise spend on redraws the CPU the worker needs to parse.
   */
  modelGrew(): void {
    for (const fn of this.modelListeners) fn();
    const since = performance.now() - this.lastFrame;
    if (since >= STREAM_FRAME_MS) this.invalidate();
    else if (!this.pendingFrame) {
      this.pendingFrame = setTimeout(() => {
        this.pendingFrame = undefined;
        this.invalidate();
      }, STREAM_FRAME_MS - since);
    }
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

  /** Runs `fn` once the next frame has been drawn. */
  whenDrawn(fn: Listener): void {
    this.afterFrame.push(fn);
    this.invalidate();
  }

  /** Called by the scene after each frame it draws. */
  frameDrawn(): void {
    this.lastFrame = performance.now();
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
