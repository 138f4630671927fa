import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { useViewer } from '../session/viewer-context';

/**
 * A read-only window onto the scene for browser tests and the benchmark (`window.ouvrageViewer`):
 * draw calls of the last frame, shader programs, the model's box, and where a world point appears
 * on screen. It changes nothing; an automation tool could read the same from the WebGL context.
 */
export type ViewerProbeApi = {
  /** Draw calls and triangles of the last frame; shader programs the renderer holds. */
  stats(): { drawCalls: number; triangles: number; elements: number; programs: number };
  bounds(): { min: [number, number, number]; max: [number, number, number] } | null;
  toScreen(point: [number, number, number]): { x: number; y: number };
  /** True from the camera controls' first moving frame ('wake') to their last ('sleep'). */
  cameraMoving(): boolean;
};

declare global {
  interface Window {
    ouvrageViewer?: ViewerProbeApi;
  }
}

export function ViewerProbe() {
  const { session } = useViewer();
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  // drei's <CameraControls makeDefault /> (camera-controls): 'wake' and 'sleep' around a move.
  const controls = useThree((s) => s.controls) as {
    active: boolean;
    addEventListener(type: 'wake' | 'sleep', listener: () => void): void;
    removeEventListener(type: 'wake' | 'sleep', listener: () => void): void;
  } | null;
  useEffect(() => {
    let moving = controls?.active ?? false;
    const wake = () => (moving = true);
    const sleep = () => (moving = false);
    controls?.addEventListener('wake', wake);
    controls?.addEventListener('sleep', sleep);
    const probe: ViewerProbeApi = {
      stats: () => ({
        drawCalls: gl.info.render.calls,
        triangles: gl.info.render.triangles,
        elements: session.model?.count ?? 0,
        programs: gl.info.programs?.length ?? 0,
      }),
      bounds: () => {
        const b = session.model?.bounds;
        return b && !b.isEmpty() ? { min: b.min.toArray(), max: b.max.toArray() } : null;
      },
      toScreen: (point) => {
        const v = new Vector3(...point).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
      },
      cameraMoving: () => moving,
    };
    window.ouvrageViewer = probe;
    return () => {
      controls?.removeEventListener('wake', wake);
      controls?.removeEventListener('sleep', sleep);
      if (window.ouvrageViewer === probe) delete window.ouvrageViewer;
    };
  }, [session, gl, camera, controls]);
  return null;
}
