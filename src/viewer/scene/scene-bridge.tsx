import { CameraControls } from '@react-three/drei';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { Group, type PerspectiveCamera } from 'three';
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

/**
 * Compiles the model's shaders (asynchronously where the browser can) before geometry arrives,
 * with the scene's lights, then draws them once (their triangles have no area: nothing shows) so
 * each program's first use, which waits for the GPU, happens while the file downloads rather than
 * in the first frames of the model.
 */
export function ShaderWarmup() {
  const { session } = useViewer();
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    const objects = session.model?.warmupObjects?.();
    if (!objects) return;
    const warm = new Group();
    for (const o of objects) o.frustumCulled = false;
    warm.add(...objects);
    let live = true;
    gl.compileAsync(warm, camera, scene)
      .then(() => {
        if (!live) return;
        scene.add(warm);
        session.whenDrawn(() => scene.remove(warm));
      })
      .catch(() => undefined);
    return () => {
      live = false;
      scene.remove(warm);
    };
  }, [session, gl, scene, camera]);
  return null;
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
