let cached: { antialias: boolean; dpr: [number, number] } | null = null;

/**
 * Multisampling and high pixel ratios on a CPU renderer (SwiftShader, llvmpipe: no usable GPU)
 * cost whole seconds per frame on a big model; there the viewer renders without them.
 */
export function renderQuality(): { antialias: boolean; dpr: [number, number] } {
  if (cached) return cached;
  let software: boolean;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    software = /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    software = false;
  }
  cached = software ? { antialias: false, dpr: [1, 1] } : { antialias: true, dpr: [1, 2] };
  return cached;
}
