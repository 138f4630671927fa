import { Canvas } from '@react-three/fiber';
import { MeasureLayer } from './measure-layer';
import { PointerTools } from './pointer-tools';
import { CameraRig, Lights, ModelRoot, SessionBridge } from './scene-bridge';
import { configureRenderer, renderQuality, sceneBackground, viewerRenderer } from './renderer';
import { OverlayTracker } from './overlay-tracker';
import { SliceLayer } from './slice-layer';
import { SnapshotBridge } from './snapshot-bridge';
import { useStateSync } from './state-sync';
import { ViewerProbe } from './viewer-probe';

/** The 3D scene: rendered on demand (a still model costs no frames), clipping by slice planes. */
export function ViewerCanvas({ measureLabels }: { measureLabels: Map<number, string> }) {
  useStateSync();
  return (
    <Canvas
      frameloop="demand"
      camera={{ fov: 45, near: 0.05, far: 5000, position: [20, 15, 20] }}
      gl={viewerRenderer}
      onCreated={({ gl, setDpr }) => {
        setDpr(renderQuality().dpr);
        // Again: react-three-fiber set its own tone mapping when it took the renderer.
        configureRenderer(gl);
      }}
      style={{ position: 'absolute', inset: 0, touchAction: 'none' }}
      data-testid="viewer.canvas"
    >
      <color attach="background" args={[sceneBackground]} />
      <SessionBridge />
      <Lights />
      <CameraRig />
      <ModelRoot />
      <PointerTools />
      <MeasureLayer labels={measureLabels} />
      <SliceLayer />
      <ViewerProbe />
      <SnapshotBridge />
      <OverlayTracker />
    </Canvas>
  );
}
