import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AppDialogProps } from './app-dialog';
import { useDialog } from './use-dialog';

/** The Chakra dialog of an AppDialog (app-dialog.tsx), loaded when one first opens. */
export function AppDialogView({
  name,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  closable = true,
}: AppDialogProps) {
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
