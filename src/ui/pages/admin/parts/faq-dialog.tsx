import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { saveAdminFaq } from '@/api/admin-area.api';
import { faqAudiences, faqBodySchema, type AdminFaq } from '@/api/contract/admin-site';
import { languages } from '@/api/contract/languages';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';

/** The form's position is typed text: the number it holds. */
const faqFormSchema = faqBodySchema.extend({ position: z.coerce.number().int().min(0).max(1000) });

function FaqForm({ faq, language }: { faq?: AdminFaq; language: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialog = useDialog('adminFaq');
  const queryClient = useQueryClient();
  const form = useForm({
    audience: faq?.audience ?? 'all',
    language: faq?.language ?? language,
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    position: String(faq?.position ?? 0),
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveAdminFaq>[0]) => saveAdminFaq(body, faq?.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'faqs'] });
      notify.success(t('admin:faqs.saved'));
      dialog.close();
    },
    onError: form.fail,
  });
  const submit = () => {
    const body = form.validate(faqFormSchema);
    if (body) save.mutate(body);
  };
  return (
    <AppDialog
      name="adminFaq"
      size="lg"
      title={faq ? t('admin:faqs.edit_title') : t('admin:faqs.new_title')}
      footer={
        <DialogActions
          onCancel={dialog.close}
          onConfirm={submit}
          confirmLabel={t('admin:faqs.save')}
          pending={save.isPending}
          testId="dialog.adminFaq.confirm"
        />
      }
    >
      <Stack gap="3">
        {form.formError && <FormAlert message={form.formError} />}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label={t('admin:faqs.language')} errors={form.error('language')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.input('language')} data-testid="faq.language">
                {languages.map((l) => (
                  <option key={l} value={l}>
                    {t(`admin:languages.${l}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('admin:faqs.audience_label')}
            errors={form.error('audience')}
            required
          >
            <NativeSelect.Root>
              <NativeSelect.Field {...form.input('audience')} data-testid="faq.audience">
                {faqAudiences.map((a) => (
                  <option key={a} value={a}>
                    {t(`admin:faqs.audience.${a}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('admin:faqs.position')} errors={form.error('position')} required>
            <Input {...form.input('position')} inputMode="numeric" data-testid="faq.position" />
          </FormField>
        </SimpleGrid>
        <Stack gap="3" dir={form.values.language === 'ar' ? 'rtl' : undefined}>
          <FormField label={t('admin:faqs.question')} errors={form.error('question')} required>
            <Input {...form.input('question')} data-testid="faq.question" />
          </FormField>
          <FormField label={t('admin:faqs.answer')} errors={form.error('answer')} required>
            <Textarea {...form.input('answer')} rows={6} data-testid="faq.answer" />
          </FormField>
        </Stack>
      </Stack>
    </AppDialog>
  );
}

/** Adding or editing one FAQ entry (one language, one audience, its position in the list). */
export function FaqDialog({ faqs, language }: { faqs: AdminFaq[]; language: string }) {
  const dialog = useDialog('adminFaq');
  if (!dialog.isOpen) return null;
  const faq = dialog.payload?.id ? faqs.find((f) => f.id === dialog.payload?.id) : undefined;
  return <FaqForm key={faq?.id ?? 'new'} faq={faq} language={language} />;
}
