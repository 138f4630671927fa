import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyEmail } from '@/api/auth.api';
import { paths } from '@/ui/app/paths';
import { SignedLink } from './signed-link';

/** /verify-email/{id}/{token}: the link of the verification e-mail. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <SignedLink
      queryKey="verify-email"
      check={verifyEmail}
      title={t('account:verify_email.title')}
      success={() => t('account:verify_email.success')}
      offerResend
      action={
        <Button asChild colorPalette="brand" data-testid="verify-email.continue">
          <Link to={paths.userSpace}>{t('common:actions.continue')}</Link>
        </Button>
      }
    />
  );
}
