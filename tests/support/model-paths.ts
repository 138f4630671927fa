import {
  type AnyStateMachine,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel } from 'xstate/graph';

type Model = ReturnType<typeof createTestModel<AnyStateMachine>>;
type Path = ReturnType<Model['getShortestPaths']>[number];

const key = (s: SnapshotFrom<AnyStateMachine>) => JSON.stringify(s.value);

/**
 * Paths through a spec machine covering every state and every transition: for each state, the
 * shortest way there, then that way followed by each event the spec handles in that state
 * (self-transitions included: they state that the event must change nothing there). Each path is
 * named after its path.description.
 */
export function coveringPaths(spec: AnyStateMachine): Path[] {
  const model = createTestModel(spec);
  const types = [...spec.events].filter((t) => !t.startsWith('xstate.') && t !== '*');
  // Breadth-first: the shortest event sequence reaching each state.
  const reach = new Map<string, EventObject[]>();
  const states = new Map<string, SnapshotFrom<AnyStateMachine>>();
  const queue: [SnapshotFrom<AnyStateMachine>, EventObject[]][] = [[getInitialSnapshot(spec), []]];
  while (queue.length > 0) {
    const [snapshot, events] = queue.shift()!;
    if (reach.has(key(snapshot))) continue;
    reach.set(key(snapshot), events);
    states.set(key(snapshot), snapshot);
    for (const type of types) {
      if (!snapshot.can({ type })) continue;
      const next = getNextSnapshot(spec, snapshot, { type });
      if (!reach.has(key(next))) queue.push([next, [...events, { type }]]);
    }
  }
  const out = new Map<string, Path>();
  for (const [state, events] of reach) {
    const snapshot = states.get(state)!;
    const handled = types.filter((type) => snapshot.can({ type }));
    for (const seq of [events, ...handled.map((type) => [...events, { type }])]) {
      for (const p of model.getPathsFromEvents(seq)) out.set(p.description, p);
    }
  }
  return [...out.values()];
}

/** The spec state a path step is in, as a dotted string ("tool.measure"). */
export function specState(snapshot: SnapshotFrom<AnyStateMachine>): string {
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) =>
          flat(c).map((s) => `${k}.${s}`),
        );
  return flat(snapshot.value).join('|');
}
