/**
 * What the HTTP layer tells the rest of the app without importing it (src/api is the bottom
 * layer): a 401 answered to any call. The app wiring (src/machines/app-actors.ts) listens and
 * opens the not-authenticated dialog when the signed-in layout is showing (SPEC §8).
 */
type Listener = (info: { url: string; method: string }) => void;

const unauthenticatedListeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export function reportUnauthenticated(info: { url: string; method: string }): void {
  for (const listener of unauthenticatedListeners) listener(info);
}
