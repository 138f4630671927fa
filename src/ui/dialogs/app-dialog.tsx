import { useEffect, type ReactNode } from 'react';
import type { DialogName } from '@/machines/dialog-names';
import { useDeferredModule } from '../components/deferred';
import { useDialog } from './use-dialog';

export type AppDialogProps = {
  name: DialogName;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  closable?: boolean;
};

const loadView = () => import('./app-dialog.view');

/**
 * A Chakra dialog whose open flag lives in the dialog actor: focus is trapped inside, Escape and
 * the close button close it (dialog.close). `role="alertdialog"` for confirmations. The dialog's
 * code (app-dialog.view.tsx, with the focus trap) is not in the first load: it comes once the
 * page is idle, or when a dialog opens before that; until then nothing is drawn.
 */
export function AppDialog(props: AppDialogProps) {
  const { isOpen } = useDialog(props.name);
  const { mod, load } = useDeferredModule(loadView);
  useEffect(() => {
    if (isOpen && !mod) load();
  }, [isOpen, mod, load]);
  // Mounted closed once loaded, as before: opening then only flips its flag (a dialog opened
  // while another closes, from the floating actions, keeps its focus).
  return mod ? <mod.AppDialogView {...props} /> : null;
}
