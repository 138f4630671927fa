import { useTranslation } from 'react-i18next';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { AccountSummary } from '@/ui/pages/account/account-summary';
import { useSignedInUser } from '@/ui/session/session.hooks';

/** parameters/profile (the settings index) in both areas. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('account:settings.profile.title')} />
      <CardWrapper maxW="3xl">
        <AccountSummary user={user} />
      </CardWrapper>
    </>
  );
}
