import { useEffect } from 'react';
import { Plane, Vector3 } from 'three';
import type { SlicePlane } from '@/machines/viewer/slice-tool.machine';
import { useViewer } from '../session/viewer-context';
import { measureRef, selectionRef, sliceRef } from '../session/viewer-selectors';
import type { ViewerSession } from '../session/viewer-session';
import { HIDDEN, HOVERED, SELECTED } from './element-states';

/** Keeps the session's three.js planes equal to the slice tool's (same array, so materials follow). */
export function applyPlanes(session: ViewerSession, planes: readonly SlicePlane[]): void {
  session.planes.length = 0;
  for (const p of planes) {
    session.planes.push(new Plane(new Vector3(...p.normal), -p.offset));
  }
}

/**
 * Mirrors the tools actor onto the scene, outside React renders: selection, hover and visibility
 * into the element state texture, slice planes into the clipping planes; then asks for a frame.
 */
export function useStateSync(): void {
  const { session, tools } = useViewer();
  useEffect(() => {
    const selection = selectionRef(tools);
    const slice = sliceRef(tools);
    const measure = measureRef(tools);
    let last = { selected: [] as number[], hovered: null as number | null };
    let lastHidden: number[] | null = null;
    let lastIsolated: number[] | null | undefined;
    let lastPlanes: readonly SlicePlane[] | null = null;

    const apply = () => {
      const model = session.model;
      if (!model) return;
      const states = model.states;
      const sel = selection?.getSnapshot().context;
      if (sel && (sel.selected !== last.selected || sel.hovered !== last.hovered)) {
        states.setOnly(SELECTED, sel.selected);
        states.setOnly(HOVERED, sel.hovered === null ? [] : [sel.hovered]);
        last = { selected: sel.selected, hovered: sel.hovered };
      }
      const { hidden, isolated } = tools.getSnapshot().context;
      if (hidden !== lastHidden || isolated !== lastIsolated) {
        states.isolate(isolated);
        for (const e of hidden) states.set(e, HIDDEN, true);
        lastHidden = hidden;
        lastIsolated = isolated;
      }
      const planes = slice?.getSnapshot().context.planes;
      if (planes && planes !== lastPlanes) {
        applyPlanes(session, planes);
        lastPlanes = planes;
      }
      session.invalidate();
    };

    const reapply = () => {
      last = { selected: [], hovered: null };
      lastHidden = null;
      lastIsolated = undefined;
      apply();
    };
    const subs = [
      tools.subscribe(apply),
      selection?.subscribe(apply),
      slice?.subscribe(apply),
      measure?.subscribe(() => session.invalidate()),
    ];
    const offModel = session.onModel(reapply);
    reapply();
    return () => {
      subs.forEach((s) => s?.unsubscribe());
      offModel();
    };
  }, [session, tools]);
}
