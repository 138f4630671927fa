import { it } from 'vitest';
import { createActor, type Actor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveringPaths } from '../testing/covering-paths';
import { viewerToolsMachine } from './viewer-tools.machine';

type Tools = Actor<typeof viewerToolsMachine>;

/** The active tool's name, as the toolbar shows it. */
export function selectActiveToolName(tools: Tools): string {
  return (tools.getSnapshot().value as { tool: string }).tool;
}

export function toolsChild<K extends 'selection' | 'measure' | 'slice' | 'annotations'>(
  tools: Tools,
  id: K,
) {
  const child = tools.getSnapshot().children[id];
  if (!child) throw new Error(`no ${id} child`);
  return child;
}

/** The spec state a path step is in, as a dotted string ("tool.measure", regions joined by |). */
export function specState(snapshot: SnapshotFrom<AnyStateMachine>): string {
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) =>
          flat(c).map((s) => `${k}.${s}`),
        );
  return flat(snapshot.value).join('|');
}

/** A parallel spec state's regions by name: "tool.measure|overlay.none" → { tool, overlay }. */
export function specParts(state: string): Record<string, string> {
  return Object.fromEntries(state.split('|').map((p) => p.split('.') as [string, string]));
}

/**
 * One test per covering path of `spec`, named after it, each on a fresh viewer tools actor.
 * `drive` prepares the actor and says how to `check` it in each spec state (as `specState`
 * names it) and which of its `events` each spec event sends.
 */
export function toolsModelTests(
  spec: AnyStateMachine,
  drive: (tools: Tools) => {
    check: (state: string) => void;
    events: Record<string, () => void>;
  },
): void {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const tools = createActor(viewerToolsMachine, { input: {} }).start();
      const { check, events } = drive(tools);
      await path.test({ states: { '*': (s) => check(specState(s)) }, events });
      tools.stop();
    });
  }
}
