import { accessDeniedBodySchema, type AccessReason } from './contract/audience';

/**
 * What the HTTP layer tells the rest of the app without importing it (src/api is the bottom
 * layer): a 401 answered to any call, and a 403 with a reason (issue 26: the session reacts). The app wiring (src/machines/app-actors.ts) listens and
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

type DeniedListener = (info: { reason: AccessReason; url: string }) => void;

const deniedListeners = new Set<DeniedListener>();

/** A call refused by the API's access check (403 `{ message, reason }`). */
export function onAccessDenied(listener: DeniedListener): () => void {
  deniedListeners.add(listener);
  return () => deniedListeners.delete(listener);
}

/** Reports a 403 whose body carries an access reason; any other answer is ignored. */
export function reportAccessDenied(status: number, body: unknown, url: string): void {
  if (status !== 403) return;
  const parsed = accessDeniedBodySchema.safeParse(body);
  if (!parsed.success) return;
  for (const listener of deniedListeners) listener({ reason: parsed.data.reason, url });
}
