import {
  type BufferAttribute,
  Color,
  Mesh,
  NoToneMapping,
  type Object3D,
  PCFSoftShadowMap,
  PerspectiveCamera,
  Scene,
  WebGLRenderer,
} from 'three';
import { mark, marks } from '../session/viewer-session';
import { createLights } from './lights';

/** The scene's background colour, also the scene host's (the page before the first frame). */
export const sceneBackground = '#eef1f5';

export type RenderQuality = {
  antialias: boolean;
  dpr: [number, number];
  /** Above this many triangles, a model is not drawn again until it has streamed in whole. */
  streamingTriangles: number;
};

/**
 * Multisampling and high pixel ratios on a CPU renderer (SwiftShader, llvmpipe: no usable GPU)
 * cost whole seconds per frame on a big model; there the viewer renders without them.
 */
const cpuQuality: RenderQuality = { antialias: false, dpr: [1, 1], streamingTriangles: 1_000_000 };
const gpuQuality: RenderQuality = {
  antialias: true,
  dpr: [1, 2],
  streamingTriangles: Number.POSITIVE_INFINITY,
};

const contextAttributes = {
  alpha: false,
  depth: true,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
} as const;

let quality: RenderQuality | null = null;
let prepared: WebGLRenderer | null = null;

function isCpuRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/** The element the scene's canvas fills, once the layout has put it on the page. */
let sceneHost: HTMLElement | null = null;

/**
 * The size react-three-fiber will give the canvas's drawing buffer: the host's box times the
 * pixel ratio, clamped to `dpr`. Null while the host is not laid out.
 */
function hostSize(
  host: HTMLElement | null,
  dpr: [number, number],
): { width: number; height: number; ratio: number } | null {
  const box = host?.getBoundingClientRect();
  if (!box || box.width <= 0 || box.height <= 0) return null;
  const ratio = Math.min(Math.max(dpr[0], window.devicePixelRatio || 1), dpr[1]);
  return { width: box.width, height: box.height, ratio };
}

/**
 * A canvas of the size the scene will give it, so that the scene taking it causes no resize: a
 * WebGL canvas's resize waits for the GPU process, which on a CPU renderer is often busy
 * compositing the page (a tenth of a second) right when the scene mounts.
 */
function sizedCanvas(host: HTMLElement | null, dpr: [number, number]): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const size = hostSize(host, dpr);
  if (size) {
    canvas.width = Math.floor(size.width * size.ratio);
    canvas.height = Math.floor(size.height * size.ratio);
  }
  return canvas;
}

/**
 * A WebGL2 context for the viewer, and the quality it can afford. The first context has no
 * multisampling, which is what a CPU renderer wants: it is kept there, so telling the renderer
 * apart costs no extra context (creating one takes 100–200 ms of the page's time on a CPU
 * renderer). On a GPU, where contexts are cheap, it is replaced by a multisampled one.
 */
function createContext(
  host: HTMLElement | null,
): { canvas: HTMLCanvasElement; gl: WebGL2RenderingContext } | null {
  const canvas = sizedCanvas(host, cpuQuality.dpr);
  const gl = canvas.getContext('webgl2', { ...contextAttributes, antialias: false });
  if (!gl) return null;
  quality = isCpuRenderer(gl) ? cpuQuality : gpuQuality;
  if (!quality.antialias) return { canvas, gl };
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  const multisampled = sizedCanvas(host, quality.dpr);
  const aa = multisampled.getContext('webgl2', { ...contextAttributes, antialias: true });
  return aa ? { canvas: multisampled, gl: aa } : null;
}

/**
 * Shader programs and renderer settings the scene uses, set on the renderer wherever it is made.
 * A shader program is keyed by the renderer's tone mapping and shadow-map type too (whether or
 * not shadows are on): the warm-up compiles the scene's programs only if the renderer already has
 * the scene's settings when it draws.
 */
export function configureRenderer(gl: WebGLRenderer): void {
  // Reading shader logs after each compile makes the page wait for the GPU (seconds on a
  // software renderer); development keeps the check.
  gl.debug.checkShaderErrors = import.meta.env.DEV;
  gl.localClippingEnabled = true;
  gl.toneMapping = NoToneMapping;
  // What react-three-fiber sets when the canvas takes the renderer (shadows stay off).
  gl.shadowMap.enabled = false;
  gl.shadowMap.type = PCFSoftShadowMap;
}

/**
 * Creates the viewer's renderer now, before the scene mounts, so that the context's creation
 * (long on a CPU renderer, and on the page's main thread) and the warm-up overlap the app's boot
 * and the download instead of following the page's first render; the canvas takes it with
 * `viewerRenderer`. It is made at the scene host's size when the host is on the page already.
 */
function prepareRenderer(warmup?: () => Object3D[]): void {
  if (prepared || typeof document === 'undefined') return;
  try {
    const context = createContext(sceneHost);
    if (context) {
      prepared = new WebGLRenderer({
        ...contextAttributes,
        canvas: context.canvas,
        context: context.gl,
      });
      configureRenderer(prepared);
      if (warmup) drawWarmup(prepared, warmup());
    }
  } catch {
    // No WebGL2 here: the canvas will try again and show the viewer's error.
  }
}

/**
 * Draws the model's warm-up triangles with the scene's lights into the canvas, before it is on
 * the page: their shader programs compile and link, and the renderer's pipelines for them (their
 * pixel stage too: they cover pixels) are built, before the file is in rather than in the first
 * frame of the model. Its frame is all of the scene's background (the triangles are that colour
 * too), so that, if the page composites the canvas before the scene's first frame, it shows what
 * the scene's host shows, not a black box. Off the page, it costs no compositing. The flush sends
 * the work to the GPU now.
 */
function drawWarmup(renderer: WebGLRenderer, objects: Object3D[]): void {
  if (objects.length === 0) return;
  const scene = new Scene();
  scene.background = new Color(sceneBackground);
  const camera = new PerspectiveCamera();
  camera.position.z = 1;
  scene.add(...createLights());
  for (const o of objects) {
    if (o instanceof Mesh) {
      const position = o.geometry.getAttribute('position') as BufferAttribute;
      position.setXYZ(0, -0.2, -0.2, 0);
      position.setXYZ(1, 0.2, -0.2, 0);
      position.setXYZ(2, 0, 0.2, 0);
    }
    o.frustumCulled = false;
    scene.add(o);
  }
  renderer.render(scene, camera);
  renderer.getContext().flush();
  for (const o of objects) if (o instanceof Mesh) o.geometry.dispose();
  renderer.renderLists.dispose();
  mark(marks.scene);
}

function release(renderer: WebGLRenderer | null): void {
  renderer?.dispose();
  renderer?.forceContextLoss();
}

/** Frees a prepared renderer no canvas took (the load failed or the page was left first). */
function discardPreparedRenderer(): void {
  release(prepared);
  prepared = null;
}

/**
 * The layout's ref on the scene's host. A renderer made before the page was laid out is given at
 * once the size the scene will give it: now, before the browser composites that page, the GPU
 * process is likely idle, and a resize waits for it.
 */
export function attachSceneHost(host: HTMLElement | null): void {
  sceneHost = host;
  const size = prepared && hostSize(host, renderQuality().dpr);
  if (!prepared || !size) return;
  prepared.setPixelRatio(size.ratio);
  prepared.setSize(size.width, size.height, false);
}

/** The current loader's warm-up, for a renderer the canvas has to make itself. */
let loaderWarmup: (() => Object3D[]) | undefined;

/**
 * As soon as a viewer's code is loaded (before the app has rendered the page): makes the renderer
 * and draws `warmup` with it, in a task of its own.
 */
export function prewarmRenderer(warmup: () => Object3D[]): void {
  if (typeof document === 'undefined') return;
  setTimeout(() => prepareRenderer(warmup), 0);
}

/**
 * For a loader whose download was just asked: prepares the renderer in the next task (once the
 * request is out), unless one was made earlier, drawing the model's `warmup` with it. The
 * returned cleanup cancels that and frees a renderer no canvas took.
 */
export function prepareRendererDuringDownload(warmup?: () => Object3D[]): () => void {
  loaderWarmup = warmup;
  const timer = setTimeout(() => prepareRenderer(warmup), 0);
  return () => {
    clearTimeout(timer);
    if (loaderWarmup === warmup) loaderWarmup = undefined;
    discardPreparedRenderer();
  };
}

/** The quality the scene renders at, known once a renderer was made. */
export function renderQuality(): RenderQuality {
  return quality ?? gpuQuality;
}

/**
 * The canvas's renderer factory (react-three-fiber's `gl`): the prepared renderer (made now if
 * none was), its canvas put where the scene's own canvas was.
 */
export function viewerRenderer({ canvas }: { canvas: unknown }): WebGLRenderer {
  prepareRenderer(loaderWarmup);
  const renderer = prepared;
  prepared = null;
  if (renderer && canvas instanceof HTMLCanvasElement && canvas.parentNode) {
    renderer.domElement.style.cssText = canvas.style.cssText;
    canvas.replaceWith(renderer.domElement);
    return renderer;
  }
  release(renderer);
  // No WebGL2 context could be made: three.js says why, the viewer shows it.
  return new WebGLRenderer({ canvas: canvas as HTMLCanvasElement, ...contextAttributes });
}
