import { useCallback, useEffect, useState } from 'react';

type Importer<M> = () => Promise<M>;
const pending = new Map<Importer<unknown>, Promise<unknown>>();
const ready = new Map<Importer<unknown>, unknown>();

/** Runs `fn` once the browser is idle (after the first paint), at the latest after `timeout` ms. */
export function whenIdle(fn: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 300);
  return () => clearTimeout(id);
}

/** The module, imported once however many parts ask for it. */
export function importOnce<M>(importer: Importer<M>): Promise<M> {
  let p = pending.get(importer) as Promise<M> | undefined;
  if (!p) {
    p = importer().then((m) => {
      ready.set(importer, m);
      return m;
    });
    pending.set(importer, p);
    // A failed load (a lost connection) may be tried again.
    p.catch(() => pending.delete(importer));
  }
  return p;
}

/**
 * A part the first paint does without (a menu's list, a drawer, the toasts, a dialog): its code
 * loads once the page is idle, or at once through `load()` (a click on what stands in for it
 * meanwhile). `mod` is undefined until then. It keeps the signed-in shell's first load within its
 * budget (scripts/vite-compress.ts).
 */
export function useDeferredModule<M>(importer: Importer<M>, { idle = true } = {}) {
  const [mod, setMod] = useState<M | undefined>(() => ready.get(importer) as M | undefined);
  const load = useCallback(() => {
    importOnce(importer).then(
      (m) => setMod(() => m),
      (err: unknown) => console.error('a part of the page failed to load', err),
    );
  }, [importer]);
  useEffect(() => (mod || !idle ? undefined : whenIdle(load)), [mod, idle, load]);
  return { mod, load };
}

/**
 * A deferred menu or drawer whose trigger button stands in for it until its code is there:
 * spread `standIn` on that button. A press or click loads it at once and opens it on arrival
 * (`clicked`); `focused`: the button had the focus when the real one replaced it, which should
 * take it.
 */
export function useDeferredTrigger<M>(importer: Importer<M>) {
  const { mod, load } = useDeferredModule(importer);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const press = () => {
    setClicked(true);
    load();
  };
  const standIn = {
    // On the press too: when the code arrives between the press and the release, the real
    // button replaces this one under the pointer and the browser sends no click to either.
    onPointerDown: press,
    onClick: press,
    onPointerEnter: load,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  return { mod, standIn, clicked, focused: focused && !clicked };
}
