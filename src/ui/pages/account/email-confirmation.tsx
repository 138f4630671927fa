import { Button, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import { resendVerification } from '@/api/auth.api';
import { isEmailVerified } from '@/api/contract/user';
import { paths } from '@/ui/app/paths';
import { useNotify } from '@/ui/components/use-notify';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useCurrentUser } from '@/ui/session/session.hooks';

/**
 * "Check your inbox": after registration (/confirm-email) and for a signed-in user whose address
 * is still unconfirmed (/verify-email-notice). A new link can be sent (rate-limited by the server).
 */
export function EmailConfirmation() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const logout = useDialog('logout');
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (r) => notify.success(r.message),
    onError: notify.error,
  });
  const verified = user ? isEmailVerified(user) : false;
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="email-confirmation">
      <Icon boxSize="12" color="product">
        <LuMailCheck />
      </Icon>
      <Heading as="h1" size="2xl">
        {t(verified ? 'auth:confirm_email.verified_title' : 'auth:confirm_email.title')}
      </Heading>
      {user && !verified && (
        <Text>
          <Trans
            i18nKey="auth:confirm_email.body"
            values={{ email: user.email }}
            components={{ strong: <strong /> }}
          />
        </Text>
      )}
      {!user && <Text>{t('auth:confirm_email.body_guest')}</Text>}
      {user && !verified && <Text color="fg.muted">{t('auth:confirm_email.hint')}</Text>}
      <HStack gap="3" wrap="wrap" justify="center">
        {user && !verified && (
          <Button
            colorPalette="brand"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
            data-testid="email-confirmation.resend"
          >
            {t('auth:confirm_email.resend')}
          </Button>
        )}
        {verified && (
          <Button asChild colorPalette="brand">
            <Link to={paths.userSpace}>{t('common:actions.continue')}</Link>
          </Button>
        )}
        {!user && (
          <Button asChild colorPalette="brand">
            <Link to={paths.login}>{t('auth:login.submit')}</Link>
          </Button>
        )}
        {user && !verified && (
          <Button variant="outline" onClick={() => logout.open()}>
            {t('shell:user_menu.logout')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
