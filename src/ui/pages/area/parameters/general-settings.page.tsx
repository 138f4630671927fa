import { useTranslation } from 'react-i18next';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { LanguageSwitch } from '@/ui/layouts/parts/language-switch';

/** parameters/general in both areas. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('account:settings.general.title')} />
      <CardWrapper maxW="3xl">
        <LanguageSwitch />
      </CardWrapper>
    </>
  );
}
