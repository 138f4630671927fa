import { Button, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { disciplines, type Discipline } from '@/api/contract/files';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormField } from '@/ui/forms/form-field';
import { SelectField } from '../components/select-field';
import { useImportOptions, type ImportOptions } from '../import-options';

const conflicts: ImportOptions['on_conflict'][] = ['version', 'rename', 'fail'];

/** The import options: a file of the same name becomes a new version (default), both are kept, or the import stops. */
export function ImportOptionsDialog() {
  const { t } = useTranslation();
  const { close } = useDialog('importFileOptions');
  const { options, setOptions } = useImportOptions();
  return (
    <AppDialog
      name="importFileOptions"
      title={t('projects:import.options_title')}
      footer={<Button onClick={close}>{t('projects:import.options_done')}</Button>}
    >
      <Stack gap="5">
        <RadioGroup.Root
          value={options.on_conflict}
          onValueChange={(d) =>
            setOptions({ ...options, on_conflict: d.value as ImportOptions['on_conflict'] })
          }
          aria-label={t('projects:import.conflict_label')}
        >
          <Stack gap="2">
            {conflicts.map((c) => (
              <RadioGroup.Item key={c} value={c} data-testid={`import.conflict.${c}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`projects:import.conflict_long.${c}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <FormField label={t('projects:fields.discipline')}>
          <SelectField
            value={options.discipline}
            onChange={(v) => setOptions({ ...options, discipline: v as Discipline | '' })}
            options={[
              { value: '', label: t('projects:disciplines.none') },
              ...disciplines.map((d) => ({ value: d, label: t(`projects:disciplines.${d}`) })),
            ]}
          />
        </FormField>
        <FormField label={t('projects:fields.comment')} help={t('projects:import.comment_help')}>
          <Textarea
            value={options.comment}
            maxLength={500}
            onChange={(e) => setOptions({ ...options, comment: e.target.value })}
          />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
