import { Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { isOnboarded } from '@/api/contract/user';
import { getBoarding, submitBoarding } from '@/api/profile.api';
import { onboardingMachine } from '@/machines/onboarding.machine';
import { paths } from '@/ui/app/paths';
import { apiErrorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { useSessionActions, useSignedInUser } from '@/ui/session/session.hooks';
import { OnboardingFieldInput } from './onboarding/onboarding-field';
import { StepList } from './onboarding/step-list';

const machine = onboardingMachine.provide({
  actors: {
    loadBoarding: fromPromise(({ signal }) => getBoarding(signal)),
    submitBoarding: fromPromise(({ input }) => submitBoarding(input)),
  },
});

/**
 * /onboarding: the multi-step form of the user's type, fed by the reference data (the
 * onboarding actor). Once sent, the session takes the returned user (status F, SPEC §4).
 */
export default function OnboardingPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { setUser } = useSessionActions();
  const flow = useActorRef(machine);
  const state = useSelector(flow, (s) => s.value);
  const { steps, step, data, fieldErrors, error } = useSelector(flow, (s) => s.context);
  const output = useSelector(flow, (s) => s.output);

  useEffect(() => {
    if (!output) return;
    void navigate(paths.onboardingSuccess, { replace: true });
    setUser(output);
  }, [output, navigate, setUser]);

  if (isOnboarded(user) && !output) return <Navigate to={paths.verification} replace />;

  const current = steps[step];
  const last = step === steps.length - 1;
  const text = (m: string) => (i18n.exists(`server:${m}`) ? t(`server:${m}`) : m);
  const errorsOf = (field: string) =>
    fieldErrors.find((e) => e.field === field)?.messages.map(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: last ? 'onboarding.submit' : 'onboarding.next' });
  };

  return (
    <Stack gap="6" data-testid="onboarding" data-step={current?.id}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('account:onboarding.title')}
        </Heading>
        <Text color="fg.muted">{t('account:onboarding.subtitle')}</Text>
      </Stack>
      {state === 'loading' && (
        <Spinner
          size="lg"
          color="product"
          alignSelf="center"
          role="status"
          aria-label={t('loading')}
        />
      )}
      {state === 'loadFailed' && (
        <Stack gap="3">
          <FormAlert message={error ? apiErrorText(t, error) : null} />
          <Button onClick={() => flow.send({ type: 'onboarding.retry' })}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      )}
      {steps.length > 1 && <StepList steps={steps} current={step} />}
      {current && (
        <form onSubmit={submit} noValidate aria-label={t(`account:onboarding.steps.${current.id}`)}>
          <Stack gap="5">
            <Heading as="h2" size="lg">
              {t(`account:onboarding.steps.${current.id}`)}
            </Heading>
            <FormAlert message={error && state === 'editing' ? apiErrorText(t, error) : null} />
            <SimpleGrid columns={1} gap="4">
              {current.fields
                .filter((f) => f !== 'wilaya_id' || data.country === 'DZ')
                .map((field) => (
                  <OnboardingFieldInput
                    key={field}
                    field={field}
                    data={data}
                    errors={errorsOf(field)}
                    onChange={(f, value) =>
                      flow.send({ type: 'onboarding.change', field: f, value })
                    }
                  />
                ))}
            </SimpleGrid>
            <HStack justify="space-between">
              <Button
                variant="outline"
                disabled={step === 0}
                onClick={() => flow.send({ type: 'onboarding.back' })}
                data-testid="onboarding.back"
              >
                {t('common:actions.back')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={state === 'submitting'}
                data-testid="onboarding.next"
              >
                {t(last ? 'account:onboarding.submit' : 'common:actions.next')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
