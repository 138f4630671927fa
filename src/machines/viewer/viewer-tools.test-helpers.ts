import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { viewerToolsMachine } from './viewer-tools.machine';

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
