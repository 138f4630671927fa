import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type Provider, providerCallback } from '@/api/auth.api';
import { paths } from '@/ui/app/paths';
import { useErrorText } from '@/ui/components/error-text';
import { useIsLoggedIn, useSessionActions } from '@/ui/session/session.hooks';

/**
 * /auth/google and /auth/linkedin: the provider sends the browser back here; the server checks
 * state, nonce and PKCE and signs the account in, then the guards take the user onwards.
 */
export default function ProviderCallbackPage() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [query] = useSearchParams();
  const known = provider === 'google' || provider === 'linkedin';
  const result = useQuery({
    queryKey: ['auth', 'callback', provider, query.toString()],
    queryFn: () => providerCallback(provider as Provider, Object.fromEntries(query)),
    enabled: known,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const { setUser } = useSessionActions();
  const errorText = useErrorText();
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    if (result.data) setUser(result.data);
  }, [result.data, setUser]);

  if (!known) return <Navigate to={paths.login} replace />;
  if (result.data && signedIn) return <Navigate to={paths.userSpace} replace />;
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="provider-callback">
      <Heading as="h1" size="2xl">
        {t('auth:providers.callback_title', { provider: t(`auth:providers.name.${provider}`) })}
      </Heading>
      {result.isError ? (
        <>
          <Text role="alert">{errorText(result.error)}</Text>
          <Button asChild colorPalette="brand">
            <Link to={paths.login}>{t('auth:providers.back_to_login')}</Link>
          </Button>
        </>
      ) : (
        <Spinner size="lg" color="product" role="status" aria-label={t('loading')} />
      )}
    </Stack>
  );
}
