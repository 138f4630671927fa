import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';

/** A project or folder that cannot be shown (gone, or not shared with this person): a titled page saying why. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <PageHeader title={t('projects:unavailable_title')} />
      <FormAlert message={errorText(error)} />
    </>
  );
}
