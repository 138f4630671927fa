import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { SettingsTabs } from './settings-tabs';

/** A settings page of the user's area: the title, the sections' tabs, then the section's card. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('account:settings.title')} />
      <SettingsTabs />
      <CardWrapper maxW="3xl">{children}</CardWrapper>
    </>
  );
}
