import { useEffect, useState } from 'react';
import type { ElementIndex, TreeNode } from '../model/element-data';
import type { ViewerModel } from '../model/viewer-model';
import { useViewer } from '../session/viewer-context';

type Data<T> = { data: T | null; error: boolean };

function useModelQuery<T>(read: (model: ViewerModel) => Promise<T>): Data<T> {
  const { session } = useViewer();
  const [state, setState] = useState<Data<T>>({ data: null, error: false });
  const [reader] = useState(() => read);
  useEffect(() => {
    let live = true;
    const model = session.model;
    if (!model) return;
    reader(model)
      .then((data) => live && setState({ data, error: false }))
      .catch(() => live && setState({ data: null, error: true }));
    return () => {
      live = false;
    };
  }, [session, reader]);
  return state;
}

/** The spatial tree (asked of the worker once, then cached by the model). */
export function useSpatialTree(): Data<TreeNode[]> {
  return useModelQuery((m) => m.tree());
}

/** Type, name and GlobalId of every element. */
export function useElementIndex(): Data<ElementIndex> {
  return useModelQuery((m) => m.index());
}

/** Every element with geometry under a node (itself included), cached per node. */
const descendants = new WeakMap<TreeNode, number[]>();
export function elementsUnder(node: TreeNode): number[] {
  let hit = descendants.get(node);
  if (!hit) {
    hit = [];
    if (node.element !== undefined) hit.push(node.element);
    for (const c of node.children) hit.push(...elementsUnder(c));
    descendants.set(node, hit);
  }
  return hit;
}
