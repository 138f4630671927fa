import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { DialogData, DialogName, PayloadOf } from '@/machines/dialog-names';
import { useAppActors } from '../app/actors.context';

/**
 * One dialog through the dialog actor (SPEC §2, §4):
 *   const newProject = useDialog('newProject');
 *   <Button onClick={() => newProject.open()}>…</Button>
 *   <AppDialog name="newProject" title={t('…')}>…</AppDialog>
 * `open(payload)` says what the dialog is about (ids, names); a session reset closes them all.
 */
export function useDialog<N extends DialogName>(name: N) {
  const { dialogs } = useAppActors();
  const isOpen = useSelector(dialogs, (s) => s.context.open[name]);
  const payload = useSelector(dialogs, (s) => s.context.payloads[name]) as PayloadOf<N>;
  const open = useCallback(
    (
      ...args: undefined extends PayloadOf<N> ? [payload?: PayloadOf<N>] : [payload: PayloadOf<N>]
    ) => dialogs.send({ type: 'dialog.open', name, payload: args[0] as DialogData | undefined }),
    [dialogs, name],
  );
  const close = useCallback(() => dialogs.send({ type: 'dialog.close', name }), [dialogs, name]);
  return { isOpen, payload, open, close };
}
