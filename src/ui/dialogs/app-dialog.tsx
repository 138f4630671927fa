import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogName } from '@/machines/dialog-names';
import { useDialog } from './use-dialog';

/**
 * A Chakra dialog whose open flag lives in the dialog actor: focus is trapped inside, Escape and
 * the close button close it (dialog.close). `role="alertdialog"` for confirmations.
 */
export function AppDialog({
  name,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  closable = true,
}: {
  name: DialogName;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  closable?: boolean;
}) {
  const { t } = useTranslation();
  const { isOpen, close } = useDialog(name);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(d) => {
        if (!d.open) close();
      }}
      role={role}
      size={size}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closable}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`dialog.${name}`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:actions.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
