import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deactivateUser, rejectUser } from '@/api/admin.api';
import { rejectBodySchema } from '@/api/contract/admin';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDecision } from './use-decision';

function ReasonDialog({
  name,
  required,
  onConfirm,
  pending,
}: {
  name: 'rejectAccount' | 'deactivateAccount';
  required: boolean;
  onConfirm: (id: string, reason: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const dialog = useDialog(name);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!dialog.payload) return;
    if (required && !rejectBodySchema.safeParse({ reason }).success) {
      setError(t('server:validation.reason_required'));
      return;
    }
    onConfirm(dialog.payload.id, reason.trim());
  };
  return (
    <AppDialog
      name={name}
      role="alertdialog"
      title={t(`admin:${name}.title`, { name: dialog.payload?.name ?? '' })}
      footer={
        <DialogActions
          onCancel={dialog.close}
          onConfirm={confirm}
          confirmLabel={t(`admin:${name}.confirm`)}
          pending={pending}
          danger
          testId={`dialog.${name}.confirm`}
        />
      }
    >
      <Stack gap="3">
        <Text>{t(`admin:${name}.body`)}</Text>
        <Field.Root invalid={!!error} required={required}>
          <Field.Label>
            {t('admin:reason')}
            {required && <Field.RequiredIndicator />}
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid={`dialog.${name}.reason`}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

/** Rejecting needs a reason (mailed to the user); deactivating may give one. */
export function ReasonDialogs() {
  const reject = useDialog('rejectAccount');
  const deactivate = useDialog('deactivateAccount');
  const rejecting = useDecision(
    ({ id, reason }: { id: string; reason: string }) => rejectUser(id, reason),
    'admin:done.rejected',
    reject.close,
  );
  const deactivating = useDecision(
    ({ id, reason }: { id: string; reason: string }) => deactivateUser(id, reason || undefined),
    'admin:done.deactivated',
    deactivate.close,
  );
  return (
    <>
      {reject.isOpen && (
        <ReasonDialog
          name="rejectAccount"
          required
          pending={rejecting.isPending}
          onConfirm={(id, reason) => rejecting.mutate({ id, reason })}
        />
      )}
      {deactivate.isOpen && (
        <ReasonDialog
          name="deactivateAccount"
          required={false}
          pending={deactivating.isPending}
          onConfirm={(id, reason) => deactivating.mutate({ id, reason })}
        />
      )}
    </>
  );
}
