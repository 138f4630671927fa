import type { Camera, Scene, WebGLRenderer } from 'three';

const MAX_WIDTH = 1280;

/**
 * Renders the scene now and reads it back as a PNG (base64), at most 1280 px wide: the drawing
 * buffer is not preserved between frames, so the frame is drawn right before reading it.
 */
export function takeSnapshot(gl: WebGLRenderer, scene: Scene, camera: Camera): string | null {
  gl.render(scene, camera);
  const source = gl.domElement;
  const scale = Math.min(1, MAX_WIDTH / source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const url = canvas.toDataURL('image/png');
  return url.startsWith('data:image/png;base64,')
    ? url.slice('data:image/png;base64,'.length)
    : null;
}
