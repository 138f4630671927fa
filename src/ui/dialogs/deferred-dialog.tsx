import { useEffect, type ComponentType } from 'react';
import type { DialogName } from '@/machines/dialog-names';
import { useDeferredModule } from '../components/deferred';
import { useDialog } from './use-dialog';

/**
 * A page's dialog (its form and fields) outside the page's first load: `load` (a module-level
 * function) brings the dialog's component once the page is idle, or at once when the dialog
 * `name` opens before that. Once loaded it is mounted closed, as if imported.
 */
export function deferredDialog<P extends object>(
  name: DialogName,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return function DeferredDialog(props: P) {
    const { isOpen } = useDialog(name);
    const { mod: Dialog, load: loadNow } = useDeferredModule(load);
    useEffect(() => {
      if (isOpen && !Dialog) loadNow();
    }, [isOpen, Dialog, loadNow]);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
