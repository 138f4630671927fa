import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isManufacturerType } from '@/api/contract/audience';
import type { BillingPeriod } from '@/api/contract/site';
import { subscriptionMachine } from '@/machines/subscription.machine';
import { errorText } from '@/ui/components/error-text';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { SelectField } from '@/ui/projects/components/select-field';
import { siteKeys } from './site.queries';
import { usePrice } from './plan-card';

/**
 * The subscription dialog (« chosen »): the plan opened from /plans or the settings, its period,
 * an optional proof of payment; then « received » in place, or the « error » state with a retry
 * (src/machines/subscription.machine.ts drives the sequence). Payment itself is offline.
 */
export function SubscriptionRequestDialog() {
  const dialog = useDialog('subscriptionChosen');
  // Mounted per opening, so each request starts from a blank form.
  return dialog.isOpen ? <RequestDialog key={String(dialog.payload?.planId)} /> : null;
}

function RequestDialog() {
  const { t } = useTranslation();
  const dialog = useDialog('subscriptionChosen');
  const user = useCurrentUser();
  const client = useQueryClient();
  const p = dialog.payload ?? {};
  const prices = { monthly: Number(p.monthly ?? 0), yearly: Number(p.yearly ?? 0) };
  const price = usePrice();
  const actor = useActorRef(subscriptionMachine, {
    input: {
      audience: user && isManufacturerType(user.type) ? 'fab' : 'pro',
      plan: {
        id: String(p.planId ?? ''),
        name: String(p.planName ?? ''),
        monthly: prices.monthly,
        yearly: prices.yearly,
      },
      period: (p.period ?? 'monthly') as BillingPeriod,
    },
  });
  const state = useSelector(actor, (s) => String(s.value));
  const ctx = useSelector(actor, (s) => s.context);
  const done = state === 'received';
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: siteKeys.mine });
  }, [done, client]);
  const fieldError = (name: string) => ctx.fields.find((f) => f.field === name)?.messages;
  const submit = () => actor.send({ type: 'subscription.send' });

  return (
    <AppDialog
      name="subscriptionChosen"
      title={t('site:request.title', { plan: ctx.plan?.name ?? '' })}
      footer={
        done ? (
          <Button onClick={dialog.close} data-testid="subscription.close">
            {t('common:actions.close')}
          </Button>
        ) : state === 'error' ? (
          <HStack>
            <Button variant="outline" onClick={dialog.close}>
              {t('common:actions.close')}
            </Button>
            <Button
              onClick={() => actor.send({ type: 'subscription.retry' })}
              data-testid="subscription.retry"
            >
              {t('site:request.retry')}
            </Button>
          </HStack>
        ) : (
          <DialogActions
            onCancel={dialog.close}
            onConfirm={submit}
            confirmLabel={t('site:request.send')}
            pending={state === 'sending'}
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
      ) : state === 'error' ? (
        <FormAlert message={errorText(t, ctx.error)} testId="subscription.error" />
      ) : (
        <Stack gap="4">
          <Text>{t('site:request.offline')}</Text>
          <FormField label={t('site:request.period')} errors={fieldError('period')}>
            <SelectField<BillingPeriod>
              value={ctx.period}
              onChange={(v) => actor.send({ type: 'subscription.setPeriod', period: v })}
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
            errors={fieldError('file')}
          >
            <Input
              type="file"
              p="1"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              data-testid="subscription.proof"
              onChange={(e) =>
                actor.send({ type: 'subscription.setProof', proof: e.target.files?.[0] ?? null })
              }
            />
          </FormField>
          <FormAlert
            message={
              fieldError('plan_id')?.[0] ??
              (ctx.fields.length === 0 && ctx.error ? errorText(t, ctx.error) : null)
            }
          />
        </Stack>
      )}
    </AppDialog>
  );
}
