import type { ActorOptions, AnyActorLogic } from 'xstate';

/**
 * The development switch for the Stately inspector: `VITE_XSTATE_INSPECT=true npm run dev`
 * opens stately.ai/inspect in a new window showing every actor live. Never in a production
 * build: the import sits behind `import.meta.env.DEV` and is dropped from `dist/`.
 */
export async function devInspector(): Promise<ActorOptions<AnyActorLogic>['inspect']> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== 'true') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
