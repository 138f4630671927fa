import { WebGLRenderer } from 'three';

export type RenderQuality = { antialias: boolean; dpr: [number, number] };

/**
 * Multisampling and high pixel ratios on a CPU renderer (SwiftShader, llvmpipe: no usable GPU)
 * cost whole seconds per frame on a big model; there the viewer renders without them.
 */
const cpuQuality: RenderQuality = { antialias: false, dpr: [1, 1] };
const gpuQuality: RenderQuality = { antialias: true, dpr: [1, 2] };

const contextAttributes = {
  alpha: true,
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

/**
 * A WebGL2 context for the viewer, and the quality it can afford. The first context has no
 * multisampling, which is what a CPU renderer wants: it is kept there, so telling the renderer
 * apart costs no extra context (creating one takes 100–200 ms of the page's time on a CPU
 * renderer). On a GPU, where contexts are cheap, it is replaced by a multisampled one.
 */
function createContext(): { canvas: HTMLCanvasElement; gl: WebGL2RenderingContext } | null {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2', { ...contextAttributes, antialias: false });
  if (!gl) return null;
  quality = isCpuRenderer(gl) ? cpuQuality : gpuQuality;
  if (!quality.antialias) return { canvas, gl };
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  const multisampled = document.createElement('canvas');
  const aa = multisampled.getContext('webgl2', { ...contextAttributes, antialias: true });
  return aa ? { canvas: multisampled, gl: aa } : null;
}

/**
 * Creates the viewer's renderer now, before the scene mounts: called by a loader once its
 * download has started, so the context's creation (long on a CPU renderer, and on the page's main
 * thread) overlaps the network instead of following the page's first render. The canvas takes it
 * with `viewerRenderer`.
 */
function prepareRenderer(): void {
  if (prepared || typeof document === 'undefined') return;
  try {
    const context = createContext();
    if (context) {
      prepared = new WebGLRenderer({
        ...contextAttributes,
        canvas: context.canvas,
        context: context.gl,
      });
    }
  } catch {
    // No WebGL2 here: the canvas will try again and show the viewer's error.
  }
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
 * For a loader whose download was just asked: prepares the renderer in the next task (once the
 * request is out). The returned cleanup cancels that and frees a renderer no canvas took.
 */
export function prepareRendererDuringDownload(): () => void {
  const timer = setTimeout(prepareRenderer, 0);
  return () => {
    clearTimeout(timer);
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
  prepareRenderer();
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
