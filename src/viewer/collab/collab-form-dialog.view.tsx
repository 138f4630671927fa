import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The viewer's collaboration dialogs (annotation, viewpoint, task, BCF topic): a form with a
 * title, its fields, and Cancel + a submit button that stays disabled until `canSubmit`.
 * Closing it any way (Escape, backdrop, Cancel) calls `onClose`.
 */
export function CollabFormDialog({
  testId,
  title,
  size,
  canSubmit,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  testId: string;
  title: string;
  size?: Dialog.RootProps['size'];
  canSubmit: boolean;
  pending: boolean;
  /** Defaults to the viewer's "Save". */
  submitLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('viewer');
  return (
    <Dialog.Root open size={size} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (canSubmit) onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={pending} disabled={!canSubmit}>
                  {submitLabel ?? t('actions.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
