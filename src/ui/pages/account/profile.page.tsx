import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { areaOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { AccountSummary } from './account-summary';

/** /profile (public layout, signed-in only): the user's own profile as others see it. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title={t('account:profile.title')}
        actions={
          <Button asChild variant="outline">
            <Link to={paths[areaOf(user)].parameters.profile}>{t('account:profile.edit')}</Link>
          </Button>
        }
      />
      <CardWrapper maxW="3xl">
        <AccountSummary user={user} />
      </CardWrapper>
    </>
  );
}
