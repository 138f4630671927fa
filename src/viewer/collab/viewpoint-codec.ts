import { Box3, Matrix4, Vector3 } from 'three';
import type { ShownViewpoint, ViewpointData } from '@/api/contract/viewer';
import { hexToRgb, setColorLayer, type Rgb } from '../processed/color-layers';
import type { ToolsRef } from '../session/viewer-context';
import { selectionRef, sliceRef } from '../session/viewer-selectors';
import type { ViewerSession } from '../session/viewer-session';

const tuple = (v: Vector3): [number, number, number] => [v.x, v.y, v.z];
const vec = (t: readonly number[]) => new Vector3(t[0], t[1], t[2]);

/**
 * The current view as BCF describes it, in the model's coordinates: camera, slice planes,
 * selection and visibility by exchange id (IFC GlobalId). Null before a model is shown.
 */
export async function captureViewpoint(
  session: ViewerSession,
  tools: ToolsRef,
): Promise<ViewpointData | null> {
  const model = session.model;
  const pose = session.camera?.pose();
  if (!model || !pose) return null;
  const m = model.worldToModel;
  const direction = pose.target.clone().sub(pose.position).normalize();
  const center = model.bounds.getCenter(new Vector3());
  const planes = sliceRef(tools)?.getSnapshot().context.planes ?? [];
  const ids = await model.componentIds();
  const named = (list: number[]) => list.map((i) => ids[i]).filter((id): id is string => !!id);
  const { hidden, isolated } = tools.getSnapshot().context;
  return {
    camera: {
      position: tuple(pose.position.clone().applyMatrix4(m)),
      direction: tuple(direction.transformDirection(m)),
      up: tuple(pose.up.clone().transformDirection(m)),
      fov: pose.fov,
    },
    clipping_planes: planes.map((p) => {
      const n = vec(p.normal);
      // BCF: a point of the plane, and the normal towards the part cut away.
      const point = center.clone().addScaledVector(n, p.offset - n.dot(center));
      return {
        location: tuple(point.applyMatrix4(m)),
        direction: tuple(n.clone().negate().transformDirection(m)),
      };
    }),
    selected: named(selectionRef(tools)?.getSnapshot().context.selected ?? []),
    hidden: isolated ? [] : named(hidden),
    visible_only: isolated ? named(isolated) : null,
  };
}

/**
 * Puts the scene in the state a viewpoint describes (camera, planes, visibility, selection, and
 * a BCF viewpoint's colouring, which replaces the previous one's).
 */
export async function applyViewpoint(
  session: ViewerSession,
  tools: ToolsRef,
  v: ShownViewpoint,
  animate = true,
): Promise<void> {
  const model = session.model;
  if (!model) return;
  const w = new Matrix4().copy(model.worldToModel).invert();
  const position = vec(v.camera.position).applyMatrix4(w);
  const direction = vec(v.camera.direction).transformDirection(w);
  const center = model.bounds.getCenter(new Vector3());
  const reach = Math.max(1, position.distanceTo(center));
  session.camera?.setPose(
    {
      position,
      target: position.clone().addScaledVector(direction, reach),
      up: vec(v.camera.up).transformDirection(w),
      fov: v.camera.fov,
    },
    animate,
  );
  tools.send({
    type: 'slice.set',
    planes: v.clipping_planes.map((p) => {
      const n = vec(p.direction).transformDirection(w).negate();
      return { normal: tuple(n), offset: n.dot(vec(p.location).applyMatrix4(w)) };
    }),
  });
  const ids = await model.componentIds();
  const index = new Map(ids.map((id, i) => [id, i]));
  const elements = (list: string[]) =>
    list.map((id) => index.get(id)).filter((i): i is number => i !== undefined);
  tools.send({ type: 'visibility.showAll' });
  if (v.visible_only)
    tools.send({ type: 'visibility.isolate', elements: elements(v.visible_only) });
  else if (v.hidden.length > 0)
    tools.send({ type: 'visibility.hide', elements: elements(v.hidden) });
  tools.send({ type: 'selection.set', elements: elements(v.selected) });
  const colors = new Map<number, Rgb>();
  for (const c of v.coloring ?? [])
    for (const e of elements(c.components)) colors.set(e, hexToRgb(c.color));
  setColorLayer(model, 'bcf', colors.size > 0 ? colors : null);
}

/** Elements named by exchange ids, and their box (to show a task's elements). */
export async function elementsOf(session: ViewerSession, components: string[]) {
  const model = session.model;
  if (!model) return { elements: [], box: new Box3() };
  const ids = await model.componentIds();
  const wanted = new Set(components);
  const elements = ids.flatMap((id, i) => (wanted.has(id) ? [i] : []));
  return { elements, box: model.boxOf(elements, new Box3()) };
}

/** Exchange ids of some elements (the selection, for a task). */
export async function componentsOf(session: ViewerSession, elements: number[]): Promise<string[]> {
  const ids = (await session.model?.componentIds()) ?? [];
  return elements.map((i) => ids[i]).filter((id): id is string => !!id);
}
