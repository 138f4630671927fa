import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { DoubleSide, Quaternion, type Ray, Vector3 } from 'three';
import type { SlicePlane } from '@/machines/viewer/slice-tool.machine';
import { useViewer } from '../session/viewer-context';
import { useActiveTool, useSlice } from '../session/viewer-selectors';

const Z = new Vector3(0, 0, 1);

/** The camera stays still while a plane is dragged. */
function enableControls(controls: { enabled: boolean } | null, on: boolean): void {
  if (controls) controls.enabled = on;
}

/** Parameter t of the point of the line (origin + t·dir) closest to the ray. */
export function closestOnLine(origin: Vector3, dir: Vector3, ray: Ray): number {
  const w = origin.clone().sub(ray.origin);
  const b = dir.dot(ray.direction);
  const d = dir.dot(w);
  const e = ray.direction.dot(w);
  const denom = 1 - b * b;
  if (Math.abs(denom) < 1e-6) return 0;
  return (b * e - d) / denom;
}

/** In the slice tool: each plane as a translucent handle, dragged along its normal. */
export function SliceLayer() {
  const tool = useActiveTool();
  const slice = useSlice();
  const { session } = useViewer();
  if (tool !== 'slice' || !slice || !session.model) return null;
  return (
    <group>
      {slice.planes.map((p) => (
        <PlaneHandle key={p.id} plane={p} dragging={slice.drag?.id === p.id} />
      ))}
    </group>
  );
}

function PlaneHandle({ plane, dragging }: { plane: SlicePlane; dragging: boolean }) {
  const { session, tools } = useViewer();
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const drag = useRef<{ t0: number; offset0: number; origin: Vector3 } | null>(null);
  const bounds = session.model!.bounds;
  const normal = useMemo(() => new Vector3(...plane.normal), [plane.normal]);
  const center = bounds.getCenter(new Vector3());
  const size = bounds.getSize(new Vector3()).length() * 1.05 || 1;
  // The point of the plane nearest the model's centre.
  const position = center.clone().addScaledVector(normal, plane.offset - normal.dot(center));
  const quaternion = new Quaternion().setFromUnitVectors(Z, normal);

  const start = (e: ThreeEvent<PointerEvent>) => {
    e.stopPropagation();
    (e.target as Element | null)?.setPointerCapture?.(e.pointerId);
    drag.current = {
      t0: closestOnLine(position, normal, e.ray),
      offset0: plane.offset,
      origin: position.clone(),
    };
    enableControls(controls, false);
    tools.send({ type: 'slice.dragStart', id: plane.id });
  };
  const move = (e: ThreeEvent<PointerEvent>) => {
    const d = drag.current;
    if (!d) return;
    e.stopPropagation();
    const t = closestOnLine(d.origin, normal, e.ray);
    tools.send({ type: 'slice.move', id: plane.id, offset: d.offset0 + (t - d.t0) });
  };
  const end = (e: ThreeEvent<PointerEvent>) => {
    if (!drag.current) return;
    e.stopPropagation();
    drag.current = null;
    enableControls(controls, true);
    tools.send({ type: 'slice.dragEnd' });
    session.invalidate();
  };

  return (
    <mesh
      position={position}
      quaternion={quaternion}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      renderOrder={5}
    >
      <planeGeometry args={[size, size]} />
      <meshBasicMaterial
        color={dragging ? '#fa8c16' : '#1890ff'}
        transparent
        opacity={dragging ? 0.25 : 0.12}
        side={DoubleSide}
        depthWrite={false}
      />
    </mesh>
  );
}
