import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@/api/contract/site';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';
import { SelectField } from '@/ui/projects/components/select-field';
import { useRequestSubscription } from './site.queries';
import { usePrice } from './plan-card';

/**
 * The subscription dialog (« chosen »): the plan opened from /plans or the settings, its period,
 * an optional proof of payment; then « received » in place. Payment itself is offline.
 */
export function SubscriptionRequestDialog() {
  const dialog = useDialog('subscriptionChosen');
  // Mounted per opening, so each request starts from a blank form.
  return dialog.isOpen ? <RequestDialog key={String(dialog.payload?.planId)} /> : null;
}

function RequestDialog() {
  const { t } = useTranslation();
  const dialog = useDialog('subscriptionChosen');
  const p = dialog.payload ?? {};
  const planId = String(p.planId ?? '');
  const prices = { monthly: Number(p.monthly ?? 0), yearly: Number(p.yearly ?? 0) };
  const price = usePrice();
  const form = useForm({ period: (p.period ?? 'monthly') as BillingPeriod });
  const [proof, setProof] = useState<File | null>(null);
  const send = useRequestSubscription();
  const done = send.isSuccess;

  const submit = () =>
    send.mutate(
      { planId, period: form.values.period, proof },
      { onError: (err) => form.fail(err) },
    );

  return (
    <AppDialog
      name="subscriptionChosen"
      title={t('site:request.title', { plan: String(p.planName ?? '') })}
      footer={
        done ? (
          <Button onClick={dialog.close} data-testid="subscription.close">
            {t('common:actions.close')}
          </Button>
        ) : (
          <DialogActions
            onCancel={dialog.close}
            onConfirm={submit}
            confirmLabel={t('site:request.send')}
            pending={send.isPending}
            testId="subscription.send"
          />
        )
      }
    >
      {done ? (
        <FormAlert
          status="success"
          message={t('site:request.received')}
          testId="subscription.received"
        />
      ) : (
        <Stack gap="4">
          <Text>{t('site:request.offline')}</Text>
          <FormField label={t('site:request.period')} errors={form.error('period')}>
            <SelectField<BillingPeriod>
              value={form.values.period}
              onChange={(v) => form.set('period', v)}
              testId="subscription.period"
              options={(['monthly', 'yearly'] as const).map((v) => ({
                value: v,
                label: `${t(`site:plans.${v}`)} — ${price(prices[v])}`,
              }))}
            />
          </FormField>
          <FormField
            label={t('site:request.proof')}
            help={t('site:request.proof_help')}
            errors={form.errors.file}
          >
            <Input
              type="file"
              p="1"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              data-testid="subscription.proof"
              onChange={(e) => setProof(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <FormAlert message={form.errors.plan_id?.[0] ?? form.formError} />
        </Stack>
      )}
    </AppDialog>
  );
}
