import { Button, Heading, HStack, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router';
import { resendVerification } from '@/api/auth.api';
import type { User } from '@/api/contract/user';
import { useErrorText } from '@/ui/components/error-text';
import { useNotify } from '@/ui/components/use-notify';
import { useCurrentUser, useSessionActions } from '@/ui/session/session.hooks';
import { isApiFailure } from '@/api/api-error';
import { paths } from '@/ui/app/paths';

type Signed = { id: string; token: string; expires: string; signature: string };

/**
 * A signed e-mail link (SPEC §3: id, token, expires, signature) checked once by the server. On
 * success the session takes the returned user (SPEC §4); an expired verification link offers a
 * new one; a used one (409) says the address is verified and offers sign-in.
 */
export function SignedLink({
  queryKey,
  check,
  title,
  success,
  action,
  offerResend,
}: {
  queryKey: string;
  check: (link: Signed) => Promise<User>;
  title: string;
  success: (user: User) => string;
  action: ReactNode;
  offerResend?: boolean;
}) {
  const { t } = useTranslation();
  const { id = '', token = '' } = useParams();
  const [query] = useSearchParams();
  const link = {
    id,
    token,
    expires: query.get('expires') ?? '',
    signature: query.get('signature') ?? '',
  };
  const result = useQuery({
    queryKey: [queryKey, link],
    queryFn: () => check(link),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const { setUser } = useSessionActions();
  useEffect(() => {
    if (result.data) setUser(result.data);
  }, [result.data, setUser]);
  const errorText = useErrorText();
  const notify = useNotify();
  const signedIn = useCurrentUser() !== null;
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (r) => notify.success(r.message),
    onError: notify.error,
  });
  const expired = isApiFailure(result.error) && result.error.status === 410;
  // A verification link used once already: the address is verified, the link signs nobody in.
  const used = isApiFailure(result.error) && result.error.status === 409;

  return (
    <Stack
      gap="5"
      align="center"
      textAlign="center"
      data-testid="signed-link"
      data-state={result.status}
    >
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {result.isPending && (
        <Spinner size="lg" color="product" role="status" aria-label={t('loading')} />
      )}
      {result.data && (
        <>
          <Icon boxSize="12" color="green.solid">
            <LuCircleCheck />
          </Icon>
          <Text data-testid="signed-link.success">{success(result.data)}</Text>
          {action}
        </>
      )}
      {used && (
        <>
          <Icon boxSize="12" color="green.solid">
            <LuCircleCheck />
          </Icon>
          <Text data-testid="signed-link.used">{errorText(result.error)}</Text>
          {!signedIn && (
            <Button asChild colorPalette="brand" data-testid="signed-link.login">
              <Link to={paths.login}>{t('auth:login.submit')}</Link>
            </Button>
          )}
        </>
      )}
      {result.isError && !used && (
        <>
          <Icon boxSize="12" color="fg.error">
            <LuCircleAlert />
          </Icon>
          <Text role="alert" data-testid="signed-link.error">
            {errorText(result.error)}
          </Text>
          <HStack>
            {offerResend && expired && signedIn && (
              <Button
                colorPalette="brand"
                loading={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {t('auth:confirm_email.resend')}
              </Button>
            )}
          </HStack>
        </>
      )}
    </Stack>
  );
}
