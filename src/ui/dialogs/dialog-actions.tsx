import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog footer's Cancel and confirm buttons. `danger` paints the confirmation red (deleting,
 * signing out, refusing an account); `pending` shows it loading while its call runs.
 */
export function DialogActions({
  onCancel,
  onConfirm,
  confirmLabel,
  pending,
  danger,
  testId,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  pending?: boolean;
  danger?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t('common:actions.cancel')}
      </Button>
      <Button
        colorPalette={danger ? 'red' : undefined}
        loading={pending}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
