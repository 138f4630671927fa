import type { CreateToasterReturn } from '@chakra-ui/react';
import { useEffect } from 'react';
import { importOnce, useDeferredModule } from './deferred';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const loadList = () => import('./toast-list');
/** The mounted Toaster's load, so the first toast draws the list at once. */
let drawList: (() => void) | undefined;

/**
 * The one toaster; `useNotify()` (use-notify.ts) is how views report an action's result. The
 * toasts' code (toast-list.tsx, its store and machines) is not in the first load: it comes once
 * the page is idle, or with the first toast.
 */
export const toaster = {
  create(options: ToastOptions): void {
    drawList?.();
    importOnce(loadList).then(
      (m) => m.toastStore.create(options),
      (err: unknown) => console.error('the toasts failed to load', err),
    );
  },
};

/** Where the toasts show, mounted once in the app shell. */
export function Toaster() {
  const { mod, load } = useDeferredModule(loadList);
  useEffect(() => {
    drawList = load;
    return () => {
      drawList = undefined;
    };
  }, [load]);
  return mod ? <mod.ToastList /> : null;
}
