import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { CallbackActorLogic } from 'xstate';
import {
  type LoadInput,
  viewerLoadMachine,
  type ViewerLoadEvent,
} from '@/machines/viewer/viewer-load.machine';
import { viewerToolsMachine } from '@/machines/viewer/viewer-tools.machine';
import { useAppActors } from '@/ui/app/actors.context';
import { type CollabSource, ViewerProvider } from './session/viewer-context';
import { ViewerSession } from './session/viewer-session';
import { isCompactViewer } from './panels/panel-placement';
import { ViewerLayout } from './panels/viewer-layout.view';

export type LoaderFactory = (
  session: ViewerSession,
) => CallbackActorLogic<ViewerLoadEvent, LoadInput>;

/**
 * One open model: its session, its tools actor and its load actor (given the loader for the
 * model's kind). Unmounting stops both actors, which terminates the worker and frees the model.
 */
export function ViewerRoot({
  loader,
  kind,
  readOnly = false,
  collab = null,
}: {
  loader: LoaderFactory;
  kind: 'ifc' | 'mesh';
  readOnly?: boolean;
  /** The project file shown, for annotations, viewpoints, BCF topics and tasks. */
  collab?: CollabSource | null;
}) {
  const [session] = useState(() => new ViewerSession());
  const [loadLogic] = useState(() =>
    viewerLoadMachine.provide({ actors: { loadModel: loader(session) } }),
  );
  // On a small screen the panels are sheets over the scene: they start closed.
  const tools = useActorRef(viewerToolsMachine, { input: { compact: isCompactViewer() } });
  const load = useActorRef(loadLogic);
  // SPEC §4: the app's dialog reset (sign-out, a 401) closes the viewer's dialogs too.
  const { dialogs } = useAppActors();
  useEffect(() => {
    const sub = dialogs.on('dialogs.reset', () => tools.send({ type: 'dialogs.reset' }));
    return () => sub.unsubscribe();
  }, [dialogs, tools]);
  return (
    <ViewerProvider value={{ session, tools, load, readOnly, collab }}>
      <ViewerLayout kind={kind} />
    </ViewerProvider>
  );
}
