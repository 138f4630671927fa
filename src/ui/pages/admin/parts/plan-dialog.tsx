import {
  Checkbox,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAdminPlan } from '@/api/admin-area.api';
import { isApiFailure } from '@/api/api-error';
import { planBodySchema, type AdminPlan } from '@/api/contract/admin-site';
import { issueMessage } from '@/api/contract/issue-messages';
import { languages } from '@/api/contract/languages';
import { limitKinds } from '@/api/contract/site';
import { useErrorText } from '@/ui/components/error-text';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useLanguage } from '@/ui/i18n/language';
import { fieldOf, planBody, planFields, type PlanFields } from './plan-form';

type Errors = Record<string, string[]>;

function PlanForm({ plan }: { plan?: AdminPlan }) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const errorText = useErrorText();
  const dialog = useDialog('adminPlan');
  const queryClient = useQueryClient();
  const [f, setF] = useState<PlanFields>(() => planFields(plan));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveAdminPlan(planBody(f), plan?.id),
    onSuccess: async (p) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
      notify.success(t('admin:plans.saved', { name: p.name[language] }));
      dialog.close();
    },
    onError: (e) => {
      if (isApiFailure(e) && e.error.kind === 'validation') {
        const next: Errors = {};
        for (const x of e.error.fields) (next[fieldOf(x.field)] ??= []).push(...x.messages);
        setErrors(next);
        setFormError(e.error.message);
      } else setFormError(errorText(e));
    },
  });
  const submit = () => {
    const parsed = planBodySchema.safeParse(planBody(f));
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues)
        (next[fieldOf(i.path as (string | number)[])] ??= []).push(
          issueMessage(i, (key, params) =>
            i18n.exists(`server:${key}`) ? t(`server:${key}`, params) : key,
          ),
        );
      setErrors(next);
      return;
    }
    save.mutate();
  };
  const text = (key: string, label: string, multiline = false) => (
    <FormField label={label} errors={errors[key]} required={!key.startsWith('features')}>
      {multiline ? (
        <Textarea
          value={String(f[key])}
          onChange={(e) => setF({ ...f, [key]: e.target.value })}
          rows={3}
          data-testid={`plan.${key}`}
        />
      ) : (
        <Input
          value={String(f[key])}
          onChange={(e) => setF({ ...f, [key]: e.target.value })}
          inputMode={/^(price|position|limits)/.test(key) ? 'numeric' : undefined}
          data-testid={`plan.${key}`}
        />
      )}
    </FormField>
  );
  return (
    <AppDialog
      name="adminPlan"
      size="lg"
      title={
        plan
          ? t('admin:plans.edit_title', { name: plan.name[language] })
          : t('admin:plans.new_title')
      }
      footer={
        <DialogActions
          onCancel={dialog.close}
          onConfirm={submit}
          confirmLabel={t('admin:plans.save')}
          pending={save.isPending}
          testId="dialog.adminPlan.confirm"
        />
      }
    >
      <Stack gap="4">
        {formError && <FormAlert message={formError} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {text('code', t('admin:plans.code'))}
          <FormField label={t('admin:plans.audience_label')} errors={errors.audience} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(f.audience)}
                onChange={(e) => setF({ ...f, audience: e.target.value })}
              >
                <option value="pro">{t('admin:plans.audience.pro')}</option>
                <option value="fab">{t('admin:plans.audience.fab')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {text('price_monthly', t('admin:plans.price_monthly'))}
          {text('price_yearly', t('admin:plans.price_yearly'))}
          {text('position', t('admin:plans.position'))}
          <Checkbox.Root
            checked={f.highlighted === true}
            onCheckedChange={(d) => setF({ ...f, highlighted: d.checked === true })}
            alignSelf="end"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('admin:plans.highlighted')}</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend>{t('admin:plans.limits')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('admin:plans.limits_help')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {limitKinds.map((k) => (
              <FormField key={k} label={t(`admin:plans.limit.${k}`)} errors={errors[`limits_${k}`]}>
                <Input
                  value={String(f[`limits_${k}`])}
                  onChange={(e) => setF({ ...f, [`limits_${k}`]: e.target.value })}
                  inputMode="numeric"
                  placeholder={t('admin:plans.unlimited')}
                  data-testid={`plan.limits_${k}`}
                />
              </FormField>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        {languages.map((l) => (
          <Fieldset.Root key={l}>
            <Fieldset.Legend>{t(`admin:languages.${l}`)}</Fieldset.Legend>
            <Stack gap="3" dir={l === 'ar' ? 'rtl' : undefined}>
              {text(`name_${l}`, t('admin:plans.name'))}
              {text(`description_${l}`, t('admin:plans.description'), true)}
              {text(`features_${l}`, t('admin:plans.features'), true)}
            </Stack>
          </Fieldset.Root>
        ))}
      </Stack>
    </AppDialog>
  );
}

/** Creating or editing a plan: names, descriptions and features in fr, en and ar; prices; limits. */
export function PlanDialog({ plans }: { plans: AdminPlan[] }) {
  const dialog = useDialog('adminPlan');
  if (!dialog.isOpen) return null;
  const plan = dialog.payload?.id ? plans.find((p) => p.id === dialog.payload?.id) : undefined;
  return <PlanForm key={plan?.id ?? 'new'} plan={plan} />;
}
