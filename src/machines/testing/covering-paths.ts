import type { AnyStateMachine, EventFromLogic, EventObject, Snapshot, SnapshotFrom } from 'xstate';
import type { createTestModel, TestPath } from 'xstate/graph';

type Model<M extends AnyStateMachine> = ReturnType<typeof createTestModel<M>>;
type Path<M extends AnyStateMachine> = TestPath<SnapshotFrom<M>, EventFromLogic<M>>;

const valueKey = (s: Snapshot<unknown>): string =>
  JSON.stringify((s as Snapshot<unknown> & { value: unknown }).value);

/**
 * Test paths that together take every transition of a spec machine: the shortest path to each
 * state (xstate/graph), extended by each event that state accepts. Shortest paths alone reach
 * every state but skip transitions back to a state already seen (a failed sign-out returning to
 * "signed in"); these do not. Each path keeps its `description` for the test's name.
 */
export function coveringPaths<M extends AnyStateMachine>(model: Model<M>): Path<M>[] {
  const eventsByState = new Map<string, EventObject[]>();
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const list = eventsByState.get(valueKey(state)) ?? [];
    for (const { event } of Object.values(transitions) as { event: EventObject }[]) {
      if (!list.some((e) => e.type === event.type)) list.push(event);
    }
    eventsByState.set(valueKey(state), list);
  }
  const seen = new Set<string>();
  const paths: Path<M>[] = [];
  const add = (p: Path<M>) => {
    if (seen.has(p.description)) return;
    seen.add(p.description);
    paths.push(p);
  };
  for (const head of model.getShortestPaths({ allowDuplicatePaths: true })) {
    add(head);
    const events = head.steps.slice(1).map((s) => s.event);
    for (const next of eventsByState.get(valueKey(head.state)) ?? []) {
      for (const p of model.getPathsFromEvents([...events, next as EventFromLogic<M>])) add(p);
    }
  }
  return paths;
}
