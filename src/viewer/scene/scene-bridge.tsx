import { CameraControls } from '@react-three/drei';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import {
  type BufferAttribute,
  type Camera,
  Group,
  type Mesh,
  type PerspectiveCamera,
  Vector2,
  Vector3,
  type WebGLRenderer,
} from 'three';
import type { ViewerModel } from '../model/viewer-model';
import { useViewer } from '../session/viewer-context';
import { attachCamera } from './camera-api';

/** Renders on demand when the session asks, and tells it when a frame has been drawn. */
export function SessionBridge() {
  const { session } = useViewer();
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => session.onInvalidate(() => invalidate()), [session, invalidate]);
  useEffect(() => addAfterEffect(() => session.frameDrawn()), [session]);
  return null;
}

/** The warm-up triangle, in pixels from the view's bottom corner. */
const warmCorner = [
  [0, 0],
  [4, 0],
  [0, 4],
] as const;

/**
 * Draws the model's warm-up triangles (a few pixels in the view's bottom corner, in the
 * background's colour) in the canvas's first frame, with the scene's lights, so their programs'
 * compile and their pipelines' first use, which take long on a software renderer, happen while
 * the file downloads rather than in the first frame of the model.
 */
export function ShaderWarmup() {
  const { session } = useViewer();
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const objects = session.model?.warmupObjects?.();
    if (!objects?.length) return;
    const warm = new Group();
    for (const o of objects) {
      o.frustumCulled = false;
      o.matrixAutoUpdate = false;
      o.matrixWorldAutoUpdate = false;
      o.onBeforeRender = (renderer, _scene, camera) => placeInCorner(o as Mesh, renderer, camera);
    }
    warm.add(...objects);
    scene.add(warm);
    const remove = () => {
      scene.remove(warm);
      for (const o of objects) (o as Mesh).geometry?.dispose();
    };
    session.whenDrawn(remove);
    return remove;
  }, [session, scene]);
  return null;
}

/** Puts a warm-up triangle over a few pixels of the view's bottom corner, in front of the camera. */
function placeInCorner(mesh: Mesh, renderer: WebGLRenderer, camera: Camera): void {
  const size = renderer.getDrawingBufferSize(new Vector2());
  const position = mesh.geometry.getAttribute('position') as BufferAttribute;
  const p = new Vector3();
  warmCorner.forEach(([x, y], i) => {
    p.set(-1 + (2 * x) / size.x, -1 + (2 * y) / size.y, 0.5);
    p.applyMatrix4(camera.projectionMatrixInverse);
    position.setXYZ(i, p.x, p.y, p.z);
  });
  position.needsUpdate = true;
  mesh.matrixWorld.copy(camera.matrixWorld);
}

/** The loaded model's root in the scene (swapped when a load is retried). */
export function ModelRoot() {
  const { session } = useViewer();
  const [model, setModel] = useState<ViewerModel | null>(session.model);
  useEffect(() => session.onModel(() => setModel(session.model)), [session]);
  return model ? <primitive object={model.root} /> : null;
}

/**
 * Orbit / pan / dolly (to the cursor) with camera-controls; frames the model while it streams in
 * until the user takes the camera; keeps near and far planes suited to the model's size.
 */
export function CameraRig() {
  const { session } = useViewer();
  const controls = useRef<CameraControls>(null);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const element = useThree((s) => s.gl.domElement);
  useEffect(
    () => (controls.current ? attachCamera(session, controls.current, camera, element) : undefined),
    [session, camera, element],
  );
  return <CameraControls ref={controls} makeDefault />;
}

export function Lights() {
  return (
    <>
      <hemisphereLight args={['#ffffff', '#8d8d8d', 1.6]} />
      <directionalLight position={[40, 80, 30]} intensity={1.6} />
      <directionalLight position={[-50, 30, -40]} intensity={0.6} />
    </>
  );
}
