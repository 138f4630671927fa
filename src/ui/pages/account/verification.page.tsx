import { Alert, Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuClock, LuUserX } from 'react-icons/lu';
import { Link, Navigate } from 'react-router';
import { fromPromise } from 'xstate';
import { getAccount } from '@/api/auth.api';
import { isVerified } from '@/api/contract/user';
import { verificationPollMachine } from '@/machines/verification-poll.machine';
import { paths } from '@/ui/app/paths';
import { DeactivatedDialog } from '@/ui/dialogs/deactivated.dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useSessionActions, useSignedInUser } from '@/ui/session/session.hooks';

const pollMachine = verificationPollMachine.provide({
  actors: { fetchAccount: fromPromise(({ signal }) => getAccount(signal)) },
});

const icons = { underReview: LuClock, rejected: LuUserX, deactivated: LuBan } as const;

/**
 * /verification: where an onboarded account waits for an administrator. Checks at once and
 * every 180 s (the verification-poll actor), shows the reason of a rejection or a deactivation
 * and how to reach support, opens the deactivated modal, and moves on to the user's area by
 * itself once approved. A call refused for the account's status leads here (issue 26).
 */
export default function VerificationPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { setUser } = useSessionActions();
  const poll = useActorRef(pollMachine);
  const state = useSelector(poll, (s) =>
    s.matches('rejected')
      ? 'rejected'
      : s.matches('deactivated')
        ? 'deactivated'
        : s.matches('underReview')
          ? 'underReview'
          : 'checking',
  );
  const checking = useSelector(poll, (s) => s.matches('checking'));
  const { open: openDeactivated } = useDialog('deactivated');

  useEffect(() => {
    const sub = poll.on('verification.checked', (e) => setUser(e.user));
    return () => sub.unsubscribe();
  }, [poll, setUser]);
  useEffect(() => {
    if (state === 'deactivated') openDeactivated();
  }, [state, openDeactivated]);

  if (isVerified(user)) return <Navigate to={paths.userSpace} replace />;
  const shown = state === 'checking' ? 'underReview' : state;
  const StateIcon = icons[shown];
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="verification" data-state={shown}>
      <Icon boxSize="12" color={shown === 'underReview' ? 'product' : 'fg.error'}>
        <StateIcon />
      </Icon>
      <Heading as="h1" size="2xl">
        {t(`account:verification.${shown}.title`)}
      </Heading>
      <Text>{t(`account:verification.${shown}.body`)}</Text>
      {shown !== 'underReview' && user.rejection_reason && (
        <Alert.Root status="warning" textAlign="start" data-testid="verification.reason">
          <Alert.Indicator />
          <Alert.Title>
            {t('account:verification.reason', { reason: user.rejection_reason })}
          </Alert.Title>
        </Alert.Root>
      )}
      {shown !== 'underReview' && (
        <Stack gap="2" align="center" data-testid="verification.support">
          <Text>{t('account:verification.support')}</Text>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={paths.contact}>{t('account:verification.contact')}</Link>
          </Button>
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('account:verification.auto_check')}
      </Text>
      <Button
        variant="outline"
        loading={checking}
        // While checking the spinner replaces the text: the button keeps its name.
        loadingText={t('account:verification.check_now')}
        onClick={() => poll.send({ type: 'verification.check' })}
        data-testid="verification.check"
      >
        {t('account:verification.check_now')}
      </Button>
      <DeactivatedDialog reason={user.rejection_reason} />
    </Stack>
  );
}
