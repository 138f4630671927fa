import type { ViewerSession } from '../session/viewer-session';
import { useViewer } from '../session/viewer-context';
import { useLoadStatus } from '../session/viewer-selectors';

export type ProcessedSource = { fileId: string; version: number };

const sources = new WeakMap<ViewerSession, ProcessedSource>();

/** Set by the processed loader: this session shows a version the model service processed. */
export function setProcessedSource(session: ViewerSession, source: ProcessedSource | null): void {
  if (source) sources.set(session, source);
  else sources.delete(session);
}

/** The processed version shown, once ready (search, filters and compare need it); else null. */
export function useProcessedSource(): ProcessedSource | null {
  const { session } = useViewer();
  const status = useLoadStatus();
  return status === 'ready' ? (sources.get(session) ?? null) : null;
}
