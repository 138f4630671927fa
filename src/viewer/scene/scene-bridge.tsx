import { CameraControls } from '@react-three/drei';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { type PerspectiveCamera, type Scene, Vector2 } from 'three';
import type { ViewerModel } from '../model/viewer-model';
import { useViewer } from '../session/viewer-context';
import { createLights } from './lights';
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
 * The loaded model's root in the scene (swapped when a load is retried). Before every render of
 * the scene, whoever renders it (the frame loop, a snapshot), the model may choose what it draws
 * for that camera and target (levels of detail): in the scene's `onBeforeRender`, which runs
 * before three.js projects and uploads the objects, so what it changes is drawn in that frame.
 */
export function ModelRoot() {
  const { session } = useViewer();
  const scene = useThree((s) => s.scene);
  const [model, setModel] = useState<ViewerModel | null>(session.model);
  useEffect(() => session.onModel(() => setModel(session.model)), [session]);
  useEffect(() => (model ? prepareFrames(scene, model) : undefined), [scene, model]);
  return model ? <primitive object={model.root} /> : null;
}

function prepareFrames(scene: Scene, model: ViewerModel): (() => void) | undefined {
  if (!model.prepareFrame) return undefined;
  const size = new Vector2();
  scene.onBeforeRender = (renderer, _scene, camera) => {
    const target = renderer.getRenderTarget();
    model.prepareFrame?.(camera, target ? target.height : renderer.getDrawingBufferSize(size).y);
  };
  return () => {
    scene.onBeforeRender = () => undefined;
  };
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
  const [lights] = useState(createLights);
  return (
    <>
      {lights.map((light) => (
        <primitive key={light.uuid} object={light} />
      ))}
    </>
  );
}
