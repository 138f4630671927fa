import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyChangeEmail } from '@/api/auth.api';
import { paths } from '@/ui/app/paths';
import { areaOf } from '@/ui/session/area';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { SignedLink } from './signed-link';

/** /verify-change-email/{id}/{token}: confirms the new address of an e-mail change. */
export default function VerifyChangeEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SignedLink
      queryKey="verify-change-email"
      check={verifyChangeEmail}
      title={t('account:verify_change_email.title')}
      success={(u) => t('account:verify_change_email.success', { email: u.email })}
      action={
        <Button asChild colorPalette="brand">
          <Link to={user ? paths[areaOf(user)].parameters.general : paths.userSpace}>
            {t('common:actions.continue')}
          </Link>
        </Button>
      }
    />
  );
}
