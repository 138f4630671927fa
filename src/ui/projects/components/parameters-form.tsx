import { Button, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthUnits, type ProjectParameters } from '@/api/contract/projects';
import { useNotify } from '@/ui/components/use-notify';
import { FormField } from '@/ui/forms/form-field';
import { SelectField } from './select-field';
import { useUpdateParameters } from '../queries/projects.queries';

const expiries = ['', '1', '7', '30', '90', '365'];

/** The project's parameters: measurement unit, link sharing and the expiry a new link proposes. */
export function ParametersForm({
  projectId,
  parameters,
  editable,
}: {
  projectId: string;
  parameters: ProjectParameters;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(parameters);
  const save = useUpdateParameters(projectId);
  const notify = useNotify();
  return (
    <Stack
      gap="5"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, {
          onSuccess: () => notify.success(t('projects:parameters.saved')),
          onError: notify.error,
        });
      }}
    >
      <FormField label={t('projects:parameters.length_unit')}>
        <SelectField
          value={values.length_unit}
          onChange={(v) => setValues({ ...values, length_unit: v })}
          options={lengthUnits.map((u) => ({
            value: u,
            label: t(`projects:parameters.units.${u}`),
          }))}
        />
      </FormField>
      <Switch.Root
        checked={values.link_sharing}
        disabled={!editable}
        onCheckedChange={(d) => setValues({ ...values, link_sharing: d.checked })}
      >
        <Switch.HiddenInput aria-describedby="link-sharing-help" />
        <Switch.Control />
        <Switch.Label>{t('projects:parameters.link_sharing')}</Switch.Label>
      </Switch.Root>
      <Text id="link-sharing-help" textStyle="sm" color="fg.muted" mt="-2">
        {t('projects:parameters.link_sharing_help')}
      </Text>
      <FormField label={t('projects:parameters.default_expiry')}>
        <SelectField
          value={values.default_link_expiry_days ? String(values.default_link_expiry_days) : ''}
          onChange={(v) => setValues({ ...values, default_link_expiry_days: v ? Number(v) : null })}
          options={expiries.map((d) => ({
            value: d,
            label: d
              ? t('projects:share.expiry_days', { count: Number(d) })
              : t('projects:share.expiry_choices.never'),
          }))}
        />
      </FormField>
      {editable && (
        <Button
          type="submit"
          alignSelf="start"
          loading={save.isPending}
          data-testid="parameters.save"
        >
          {t('common:actions.save')}
        </Button>
      )}
    </Stack>
  );
}
