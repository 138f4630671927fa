import { useFrame } from '@react-three/fiber';
import { Vector3 } from 'three';
import { useViewer } from '../session/viewer-context';

const v = new Vector3();

/**
 * Moves the HTML overlays pinned to world points (session.trackers) with the camera, once per
 * drawn frame, by writing their transform: no React render per frame. Points behind the camera
 * or cut away by a slice plane are hidden.
 */
export function OverlayTracker() {
  const { session } = useViewer();
  useFrame(({ camera, size }) => {
    for (const { world, el } of session.trackers.values()) {
      if (!el) continue;
      v.copy(world).project(camera);
      const clipped = session.planes.some((p) => p.distanceToPoint(world) < 0);
      const visible = v.z < 1 && v.z > -1 && !clipped;
      el.style.visibility = visible ? 'visible' : 'hidden';
      if (!visible) continue;
      const x = ((v.x + 1) / 2) * size.width;
      const y = ((1 - v.y) / 2) * size.height;
      el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    }
  });
  return null;
}
