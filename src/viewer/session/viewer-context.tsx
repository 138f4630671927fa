import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { viewerLoadMachine } from '@/machines/viewer/viewer-load.machine';
import type { viewerToolsMachine } from '@/machines/viewer/viewer-tools.machine';
import type { ViewerSession } from './viewer-session';

export type ToolsRef = ActorRefFrom<typeof viewerToolsMachine>;
export type LoadRef = ActorRefFrom<typeof viewerLoadMachine>;

/** The project file a viewer shows, when it comes from the API (annotations, BCF… hang on it). */
export type CollabSource = { fileId: string; version?: number };

type Viewer = {
  session: ViewerSession;
  tools: ToolsRef;
  load: LoadRef;
  readOnly: boolean;
  collab: CollabSource | null;
};

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ value, children }: { value: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  const v = useContext(ViewerContext);
  if (!v) throw new Error('useViewer outside ViewerProvider');
  return v;
}
