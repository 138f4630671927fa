import { Box3, type PerspectiveCamera, Sphere, Vector3 } from 'three';
import type { ViewerSession } from '../session/viewer-session';
import type { CameraControls } from '@react-three/drei';

export type StandardView = 'top' | 'front' | 'right' | 'iso';

/** Where the camera is and looks (world coordinates), and its vertical field of view. */
export type CameraPose = { position: Vector3; target: Vector3; up: Vector3; fov: number };

/** Camera commands the toolbar, the tree, the shortcuts and the viewpoints use. */
export type CameraApi = {
  fit(box: Box3, animate?: boolean): void;
  view(view: StandardView, box: Box3): void;
  pose(): CameraPose;
  setPose(pose: CameraPose, animate?: boolean): void;
};

const angles: Record<StandardView, [number, number]> = {
  top: [0, 0],
  front: [0, Math.PI / 2],
  right: [Math.PI / 2, Math.PI / 2],
  iso: [Math.PI / 4, Math.PI / 3],
};

const sphere = new Sphere();

export function cameraApi(controls: CameraControls, camera: PerspectiveCamera): CameraApi {
  const fit = (box: Box3, animate = true) => {
    if (box.isEmpty()) return;
    box.getBoundingSphere(sphere);
    sphere.radius = Math.max(sphere.radius * 1.08, 0.05);
    void controls.fitToSphere(sphere, animate);
  };
  return {
    fit,
    view: (view, box) => {
      const [azimuth, polar] = angles[view];
      void controls.rotateTo(azimuth, polar, true);
      fit(box);
    },
    pose: () => ({
      position: controls.getPosition(new Vector3()),
      target: controls.getTarget(new Vector3()),
      up: camera.up.clone(),
      fov: camera.fov,
    }),
    setPose: (pose, animate = true) => {
      if (Math.abs(camera.fov - pose.fov) > 1e-3) {
        camera.fov = pose.fov;
        camera.updateProjectionMatrix();
      }
      const { position: p, target: t } = pose;
      void controls.setLookAt(p.x, p.y, p.z, t.x, t.y, t.z, animate);
    },
  };
}

const box = new Box3();

/**
 * Sets up the controls for a model viewer and wires them to the session: camera commands,
 * framing the model while it streams in (until the user takes the camera), near and far planes
 * fitted to the model's size. Returns the teardown.
 */
export function attachCamera(
  session: ViewerSession,
  controls: CameraControls,
  camera: PerspectiveCamera,
  element: HTMLElement,
): () => void {
  controls.dollyToCursor = true;
  controls.smoothTime = 0.15;
  session.setCamera(cameraApi(controls, camera));
  const touched = () => session.touchCamera();
  controls.addEventListener('controlstart', touched);
  const frame = () => {
    const model = session.model;
    if (!model || model.bounds.isEmpty()) return;
    box.copy(model.bounds);
    const size = box.getSize(box.max.clone()).length();
    camera.near = Math.max(size / 5000, 0.005);
    camera.far = Math.max(size * 20, 100);
    camera.updateProjectionMatrix();
    controls.minDistance = camera.near * 2;
    controls.maxDistance = size * 8;
    if (!session.cameraTouched) session.camera?.fit(box, false);
  };
  const off = session.onModel(frame);
  frame();
  // Panels open and close beside the scene: keep an untouched view framed (once r3f has resized).
  let pending = 0;
  const resized = new ResizeObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(frame);
  });
  resized.observe(element);
  return () => {
    resized.disconnect();
    cancelAnimationFrame(pending);
    off();
    controls.removeEventListener('controlstart', touched);
    session.setCamera(null);
  };
}
