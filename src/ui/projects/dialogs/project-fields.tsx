import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectStatuses, type ProjectStatus } from '@/api/contract/projects';
import { getWilayas } from '@/api/reference.api';
import { FormField } from '@/ui/forms/form-field';
import type { useForm } from '@/ui/forms/use-form';
import { SelectField } from '../components/select-field';

export type ProjectForm = {
  name: string;
  description: string;
  address: string;
  wilaya_id: string;
  start_date: string;
  end_date: string;
  status: ProjectStatus;
};

export const emptyProjectForm: ProjectForm = {
  name: '',
  description: '',
  address: '',
  wilaya_id: '',
  start_date: '',
  end_date: '',
  status: 'planned',
};

/** The form's values as the contract's body (empty fields become null). */
export const projectBody = (v: ProjectForm) => ({
  name: v.name,
  description: v.description || null,
  address: v.address || null,
  wilaya_id: v.wilaya_id ? Number(v.wilaya_id) : null,
  start_date: v.start_date || null,
  end_date: v.end_date || null,
  status: v.status,
});

/** Name, description, address and wilaya, dates and status: the new-project dialog and the settings page. */
export function ProjectFields({ form }: { form: ReturnType<typeof useForm<ProjectForm>> }) {
  const { t, i18n } = useTranslation();
  const wilayas = useQuery({ queryKey: ['wilayas'], queryFn: ({ signal }) => getWilayas(signal) });
  const lng = (i18n.resolvedLanguage ?? 'fr') as 'fr' | 'en' | 'ar';
  return (
    <Stack gap="4">
      <FormField label={t('projects:fields.name')} errors={form.error('name')} required>
        <Input {...form.input('name')} data-testid="project.name" autoFocus />
      </FormField>
      <FormField label={t('projects:fields.description')} errors={form.error('description')}>
        <Textarea {...form.input('description')} rows={3} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('projects:fields.address')} errors={form.error('address')}>
          <Input {...form.input('address')} />
        </FormField>
        <FormField label={t('projects:fields.wilaya')} errors={form.error('wilaya_id')}>
          <SelectField
            name="wilaya_id"
            value={form.values.wilaya_id}
            onChange={(v) => form.set('wilaya_id', v)}
            options={[
              { value: '', label: t('projects:fields.wilaya_none') },
              ...(wilayas.data ?? []).map((w) => ({
                value: String(w.id),
                label: `${w.code} · ${w[`name_${lng}`]}`,
              })),
            ]}
          />
        </FormField>
        <FormField label={t('projects:fields.start_date')} errors={form.error('start_date')}>
          <Input type="date" {...form.input('start_date')} />
        </FormField>
        <FormField label={t('projects:fields.end_date')} errors={form.error('end_date')}>
          <Input type="date" {...form.input('end_date')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('projects:fields.status')} errors={form.error('status')}>
        <SelectField
          name="status"
          value={form.values.status}
          onChange={(v) => form.set('status', v)}
          options={projectStatuses.map((s) => ({ value: s, label: t(`projects:status.${s}`) }))}
        />
      </FormField>
    </Stack>
  );
}
