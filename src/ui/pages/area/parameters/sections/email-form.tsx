import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { changeEmailBodySchema } from '@/api/contract/profile';
import type { User } from '@/api/contract/user';
import { changeEmail } from '@/api/profile.api';
import { emailChangeMachine } from '@/machines/email-change.machine';
import { apiErrorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { fieldErrorMap, useForm } from '@/ui/forms/use-form';
import { useSessionActions } from '@/ui/session/session.hooks';

const machine = emailChangeMachine.provide({
  actors: { requestChange: fromPromise(({ input }) => changeEmail(input)) },
});

/** The e-mail change flow: the new address is pending until the link sent to it is opened. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSessionActions();
  const flow = useActorRef(machine, { input: { pendingEmail: user.pending_email } });
  const state = useSelector(flow, (s) => s.value);
  const error = useSelector(flow, (s) => s.context.error);
  const pending = useSelector(flow, (s) => s.context.pendingEmail);
  const form = useForm({ email: '', password: '' });

  useEffect(() => {
    const sub = flow.on('emailChange.requested', (e) => setUser(e.user));
    return () => sub.unsubscribe();
  }, [flow, setUser]);

  const serverErrors = error?.kind === 'validation' ? fieldErrorMap(error.fields) : {};
  const errors = { ...serverErrors, ...form.errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(changeEmailBodySchema);
    if (body) flow.send({ type: 'emailChange.submit', request: body });
  };

  return (
    <Stack gap="4" data-testid="settings.email" data-state={String(state)}>
      <Text>
        <Trans
          i18nKey="account:settings.general.email_current"
          values={{ email: user.email }}
          components={{ strong: <strong /> }}
        />
      </Text>
      {pending && state === 'pending' && (
        <FormAlert
          status="info"
          message={t('account:settings.general.email_pending', { email: pending })}
          testId="settings.email.pending"
        />
      )}
      {(state === 'editing' || state === 'submitting') && (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormAlert
              message={error && error.kind !== 'validation' ? apiErrorText(t, error) : null}
            />
            <FormField
              label={t('account:settings.general.new_email')}
              errors={errors.email}
              required
            >
              <Input
                type="email"
                autoComplete="email"
                {...form.input('email')}
                data-testid="settings.email.new"
              />
            </FormField>
            <FormField
              label={t('account:settings.general.current_password')}
              errors={errors.password}
              help={t('account:settings.general.password_for_email')}
            >
              <Input type="password" autoComplete="current-password" {...form.input('password')} />
            </FormField>
            <HStack>
              <Button
                type="submit"
                colorPalette="brand"
                loading={state === 'submitting'}
                data-testid="settings.email.submit"
              >
                {t('account:settings.general.send_link')}
              </Button>
              <Button variant="ghost" onClick={() => flow.send({ type: 'emailChange.cancel' })}>
                {t('common:actions.cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {(state === 'idle' || state === 'pending') && (
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => {
            form.reset();
            flow.send({ type: 'emailChange.start' });
          }}
          data-testid="settings.email.change"
        >
          {t('account:settings.general.change_email')}
        </Button>
      )}
    </Stack>
  );
}
