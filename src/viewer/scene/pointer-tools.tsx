import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Raycaster, Vector2, type Vector3 } from 'three';
import type { Vec3 } from '@/machines/viewer/viewer-types';
import { useViewer } from '../session/viewer-context';
import { annotationsRef, selectActiveTool, sliceRef } from '../session/viewer-selectors';
import { attachBoxSelect, BOX_SLOP } from './box-gesture';
import { pick } from './picking';
import { snapPoint } from './snapping';

const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/**
 * Pointer input on the canvas, per active tool: hover highlight and click selection (with
 * Ctrl/⌘/Shift to add), box selection (Shift-drag, box-gesture.ts), measure points with
 * snapping, a face for a new slice plane. Raycasts at most once per frame; nothing here goes
 * through React state.
 */
export function PointerTools() {
  const { session, tools } = useViewer();
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);

  useEffect(() => {
    const el = gl.domElement;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const pointer = new Vector2();
    let frame = 0;
    let down: { x: number; y: number } | null = null;
    let lastHover: number | null = null;

    const toScreen = (p: Vector3) => {
      const v = p.clone().project(camera);
      const r = el.getBoundingClientRect();
      return new Vector2(((v.x + 1) / 2) * r.width, ((1 - v.y) / 2) * r.height);
    };
    const cast = (e: { clientX: number; clientY: number }) => {
      const model = session.model;
      if (!model) return null;
      const r = el.getBoundingClientRect();
      pointer.set(e.clientX - r.left, e.clientY - r.top);
      ndc.set((pointer.x / r.width) * 2 - 1, -(pointer.y / r.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      return pick(raycaster, model, session.planes);
    };
    /** A new annotation's point, in the model's coordinates, and the element it sits on. */
    const place = async (point: Vector3, element: number) => {
      const model = session.model;
      if (!model) return;
      const ids = await model.componentIds();
      tools.send({
        type: 'annotation.place',
        position: tuple(point.clone().applyMatrix4(model.worldToModel)),
        element: ids[element] ?? null,
      });
    };
    const hover = (element: number | null) => {
      if (element === lastHover) return;
      lastHover = element;
      tools.send({ type: 'selection.hover', element });
    };

    const move = (e: PointerEvent) => {
      if (frame || e.buttons !== 0) return;
      const { clientX, clientY } = e;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const tool = selectActiveTool(tools.getSnapshot());
        const hit = cast({ clientX, clientY });
        if (tool === 'measure') {
          hover(null);
          session.setSnap(hit ? snapPoint(hit.point, hit.triangle, pointer, toScreen) : null);
        } else {
          session.setSnap(null);
          hover(hit?.element ?? null);
        }
      });
    };
    const leave = () => {
      hover(null);
      session.setSnap(null);
    };
    const pressed = (e: PointerEvent) => {
      down = e.button === 0 ? { x: e.clientX, y: e.clientY } : null;
    };
    const released = (e: PointerEvent) => {
      if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > BOX_SLOP) return;
      down = null;
      const hit = cast(e);
      const tool = selectActiveTool(tools.getSnapshot());
      if (tool === 'measure') {
        if (!hit) return;
        const snap = snapPoint(hit.point, hit.triangle, pointer, toScreen);
        tools.send({ type: 'measure.point', point: tuple(snap.point), snap: snap.kind });
      } else if (tool === 'annotate') {
        if (hit && annotationsRef(tools)?.getSnapshot().matches('placing'))
          void place(hit.point, hit.element);
      } else if (tool === 'slice' && sliceRef(tools)?.getSnapshot().matches('picking')) {
        if (hit)
          tools.send({ type: 'slice.face', normal: tuple(hit.normal), point: tuple(hit.point) });
      } else {
        tools.send({
          type: 'selection.pick',
          element: hit?.element ?? null,
          additive: e.ctrlKey || e.metaKey || e.shiftKey,
          ...(hit ? { point: tuple(hit.point) } : {}),
        });
      }
    };

    el.addEventListener('pointermove', move);
    el.addEventListener('pointerleave', leave);
    // Capture, and before the box gesture's: a Shift-press it takes may still end as a click.
    el.addEventListener('pointerdown', pressed, true);
    el.addEventListener('pointerup', released);
    const detachBox = attachBoxSelect(el, camera, session, tools);
    return () => {
      detachBox();
      cancelAnimationFrame(frame);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('pointerdown', pressed, true);
      el.removeEventListener('pointerup', released);
    };
  }, [gl, camera, session, tools]);

  return null;
}
