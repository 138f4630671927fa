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
 * Draws tiny objects with the model's materials (their triangles have no area: nothing shows) in
 * the canvas's first frame, with the scene's lights, so their programs' compile and first use,
 * which take long on a software renderer, happen while the file downloads rather than in the
 * first frame of the model.
 */
export function ShaderWarmup() {
  const { session } = useViewer();
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const objects = session.model?.warmupObjects?.();
    if (!objects?.length) return;
    const warm = new Group();
    for (const o of objects) o.frustumCulled = false;
    warm.add(...objects);
    scene.add(warm);
    session.whenDrawn(() => scene.remove(warm));
    return () => {
      scene.remove(warm);
    };
  }, [session, scene]);
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
