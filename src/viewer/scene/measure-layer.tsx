import { Html, Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef, useState } from 'react';
import {
  BufferGeometry,
  Float32BufferAttribute,
  type Line as ThreeLine,
  type Mesh,
  type MeshBasicMaterial,
  Vector3,
} from 'three';
import type { SnapKind } from '@/machines/viewer/viewer-types';
import { useViewer } from '../session/viewer-context';
import { measureRef, useActiveTool, useMeasures } from '../session/viewer-selectors';

const snapColors: Record<SnapKind, string> = {
  vertex: '#fa541c',
  edge: '#faad14',
  face: '#1890ff',
};
const scratch = new Vector3();

/** On one line whatever the width left to it (drei's Html gives its box no width of its own). */
const measureLabelStyle = {
  whiteSpace: 'nowrap',
  background: 'white',
  color: '#1a1a1a',
  border: '1px solid #fa541c',
  borderRadius: '4px',
  padding: '1px 6px',
  font: '500 12px/1.4 Roboto, "Noto Sans Arabic", sans-serif',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** Kept measures (line, end points, label) and, in the measure tool, the snap marker and rubber band. */
export function MeasureLayer({ labels }: { labels: Map<number, string> }) {
  const measures = useMeasures();
  const tool = useActiveTool();
  return (
    <group>
      {measures?.measures.map((m) => (
        <group key={m.id}>
          <Line
            points={[m.a, m.b]}
            color="#fa541c"
            lineWidth={2}
            depthTest={false}
            renderOrder={10}
          />
          <Html
            position={[(m.a[0] + m.b[0]) / 2, (m.a[1] + m.b[1]) / 2, (m.a[2] + m.b[2]) / 2]}
            center
            pointerEvents="none"
            zIndexRange={[20, 10]}
          >
            <div style={measureLabelStyle} data-testid="viewer.measure-label">
              {labels.get(m.id)}
            </div>
          </Html>
        </group>
      ))}
      {tool === 'measure' && <SnapCursor />}
    </group>
  );
}

/** Follows session.snap each frame: a marker sized in screen space, and a line from the start. */
function SnapCursor() {
  const { session, tools } = useViewer();
  const marker = useRef<Mesh>(null);
  const band = useRef<ThreeLine>(null);
  const material = useRef<MeshBasicMaterial>(null);
  const [geometry] = useState(() =>
    new BufferGeometry().setAttribute('position', new Float32BufferAttribute(6, 3)),
  );

  useFrame(({ camera }) => {
    const snap = session.snap;
    const m = marker.current;
    const b = band.current;
    if (!m || !b) return;
    m.visible = snap !== null;
    const start = measureRef(tools)?.getSnapshot().context.start ?? null;
    b.visible = snap !== null && start !== null;
    if (!snap) return;
    m.position.copy(snap.point);
    m.scale.setScalar(camera.position.distanceTo(snap.point) * 0.008);
    material.current?.color.set(snapColors[snap.kind]);
    if (start) {
      const pos = geometry.getAttribute('position');
      pos.setXYZ(0, ...start.point);
      scratch.copy(snap.point);
      pos.setXYZ(1, scratch.x, scratch.y, scratch.z);
      pos.needsUpdate = true;
      geometry.computeBoundingSphere();
    }
  });

  return (
    <>
      <mesh ref={marker} renderOrder={11} visible={false}>
        <sphereGeometry args={[1, 16, 12]} />
        <meshBasicMaterial
          ref={material}
          color={snapColors.face}
          depthTest={false}
          transparent
          opacity={0.9}
        />
      </mesh>
      <lineSegments ref={band} geometry={geometry} renderOrder={11} visible={false}>
        <lineBasicMaterial color="#fa541c" depthTest={false} transparent opacity={0.8} />
      </lineSegments>
    </>
  );
}
