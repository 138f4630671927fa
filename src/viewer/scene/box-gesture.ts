import { Matrix4, type Camera } from 'three';
import type { ToolsRef } from '../session/viewer-context';
import { selectActiveTool, selectionRef } from '../session/viewer-selectors';
import type { ViewerSession } from '../session/viewer-session';
import { dragRect, elementsInRect } from './box-select';

/** Below this many pixels a Shift-press is a click (Shift + click adds one element). */
export const BOX_SLOP = 5;

/**
 * Box selection with the select tool: Shift + left-drag draws a rectangle (a DOM overlay, nothing
 * per frame in the scene) and, on release, selects the elements inside it (left to right: wholly
 * inside; right to left: touching), added to the selection with Ctrl/⌘ too. The press is taken
 * before camera-controls sees it (a capture listener on the canvas), so the camera stays still;
 * a Shift-press released without moving goes on as a click. Escape drops the rectangle.
 * Returns the listeners' cleanup.
 */
export function attachBoxSelect(
  el: HTMLCanvasElement,
  camera: Camera,
  session: ViewerSession,
  tools: ToolsRef,
): () => void {
  let start: { x: number; y: number; id: number } | null = null;
  let overlay: HTMLDivElement | null = null;

  const local = (e: { clientX: number; clientY: number }) => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const moved = (e: PointerEvent) =>
    !!start && Math.hypot(local(e).x - start.x, local(e).y - start.y) > BOX_SLOP;
  const end = () => {
    if (start && el.hasPointerCapture(start.id)) el.releasePointerCapture(start.id);
    start = null;
    overlay?.remove();
    overlay = null;
    window.removeEventListener('keydown', escape, true);
  };
  const escape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    end();
  };

  const press = (e: PointerEvent) => {
    if (e.button !== 0 || !e.shiftKey || !session.model) return;
    if (selectActiveTool(tools.getSnapshot()) !== 'select') return;
    e.stopImmediatePropagation();
    el.setPointerCapture(e.pointerId);
    start = { ...local(e), id: e.pointerId };
    window.addEventListener('keydown', escape, true);
  };
  const drag = (e: PointerEvent) => {
    if (!start || !moved(e)) return;
    const { rect, mode } = dragRect(start, local(e));
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.setAttribute('aria-hidden', 'true');
      overlay.dataset['testid'] = 'viewer.box-select';
      Object.assign(overlay.style, {
        position: 'absolute',
        pointerEvents: 'none',
        zIndex: '1',
        background: 'color-mix(in srgb, var(--chakra-colors-blue-500) 12%, transparent)',
      });
      el.parentElement?.append(overlay);
    }
    // The canvas fills its parent: the same origin. Physical left/top, as the scene's pixels.
    overlay.dataset['mode'] = mode;
    Object.assign(overlay.style, {
      left: `${rect.minX}px`,
      top: `${rect.minY}px`,
      width: `${rect.maxX - rect.minX}px`,
      height: `${rect.maxY - rect.minY}px`,
      border: `1px ${mode === 'window' ? 'solid' : 'dashed'} var(--chakra-colors-blue-500)`,
    });
  };
  const release = (e: PointerEvent) => {
    if (!start) return;
    const from = start;
    // Not moved: a Shift + click, which the pointer tools' own listener picks.
    if (!moved(e)) return end();
    e.stopImmediatePropagation();
    end();
    const model = session.model;
    if (!model) return;
    const { rect, mode } = dragRect(from, local(e));
    const r = el.getBoundingClientRect();
    camera.updateMatrixWorld();
    const viewProjection = new Matrix4().multiplyMatrices(
      camera.projectionMatrix,
      camera.matrixWorldInverse,
    );
    const additive = e.ctrlKey || e.metaKey;
    void elementsInRect({
      model,
      rect,
      mode,
      viewProjection,
      width: r.width,
      height: r.height,
      planes: session.planes,
    }).then((found) => {
      if (session.model !== model) return;
      const before = additive ? (selectionRef(tools)?.getSnapshot().context.selected ?? []) : [];
      tools.send({ type: 'selection.set', elements: [...before, ...found] });
    });
  };

  el.addEventListener('pointerdown', press, true);
  el.addEventListener('pointermove', drag);
  el.addEventListener('pointerup', release, true);
  el.addEventListener('pointercancel', end);
  return () => {
    end();
    el.removeEventListener('pointerdown', press, true);
    el.removeEventListener('pointermove', drag);
    el.removeEventListener('pointerup', release, true);
    el.removeEventListener('pointercancel', end);
  };
}
