import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy } from 'react-icons/lu';
import type { Actor } from 'xstate';
import type { SharePermission } from '@/api/contract/shares';
import type { shareMachine } from '@/machines/share.machine';
import { FormField } from '@/ui/forms/form-field';
import { FormAlert } from '@/ui/forms/form-alert';
import { fieldErrorMap } from '@/ui/forms/use-form';
import { useErrorText } from '@/ui/components/error-text';
import { SelectField } from '../components/select-field';

type ShareActor = Actor<typeof shareMachine>;
const expiryChoices = ['1', '7', '30', '90', 'never'] as const;

/** ISO date-time `days` from now, or null for no expiry. */
export const expiryIn = (days: string): string | null =>
  days === 'never' ? null : new Date(Date.now() + Number(days) * 86_400_000).toISOString();

/**
 * The share form over the share machine: a person's address (person shares), the permission,
 * the expiry; then the link with its copy button, or who it was shared with.
 */
export function ShareForm({
  actor,
  kind,
  defaultDays,
}: {
  actor: ShareActor;
  kind: 'link' | 'user';
  /** The expiry first proposed, in days, or 'never'. */
  defaultDays: string;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState(defaultDays);
  const errorText = useErrorText();
  const state = useSelector(actor, (s) => s.value as string);
  const email = useSelector(actor, (s) => s.context.email);
  const permission = useSelector(actor, (s) => s.context.permission);
  const share = useSelector(actor, (s) => s.context.share);
  const error = useSelector(actor, (s) => s.context.error);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'share.submit' }));
  const fields = error ? fieldErrorMap(error.fields) : {};

  if (share && state !== 'editing' && state !== 'submitting') {
    return (
      <Stack gap="3" data-testid="share.result">
        {share.url ? (
          <>
            <Text>{t('projects:share.link_ready')}</Text>
            <HStack>
              <Input
                readOnly
                value={share.url}
                aria-label={t('projects:share.link')}
                data-testid="share.url"
                onFocus={(e) => e.target.select()}
              />
              <Button
                onClick={() => actor.send({ type: 'share.copy' })}
                data-testid="share.copy"
                aria-live="polite"
              >
                {state === 'copied' ? <LuCheck /> : <LuCopy />}
                {state === 'copied' ? t('projects:share.copied') : t('projects:share.copy')}
              </Button>
            </HStack>
            {state === 'copyFailed' && (
              <Text color="fg.error" role="alert">
                {t('projects:share.copy_failed')}
              </Text>
            )}
          </>
        ) : (
          <Text role="status">
            {t('projects:share.shared_with', { email: share.recipient?.email ?? '' })}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {share.expires_at
            ? t('projects:share.expires_on', {
                date: new Date(share.expires_at).toLocaleDateString(),
              })
            : t('projects:share.no_expiry')}
        </Text>
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => actor.send({ type: 'share.again' })}
        >
          {t('projects:share.another')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'share.submit' });
      }}
    >
      <Stack gap="4">
        <FormAlert message={error && !error.fields.length ? errorText(error.cause) : null} />
        {kind === 'user' && (
          <FormField label={t('projects:share.email')} errors={fields.email} required>
            <Input
              type="email"
              value={email}
              autoFocus
              data-testid="share.email"
              onChange={(e) => actor.send({ type: 'share.setEmail', email: e.target.value })}
            />
          </FormField>
        )}
        <FormField label={t('projects:share.permission')} errors={fields.permission}>
          <SelectField<SharePermission>
            value={permission}
            testId="share.permission"
            onChange={(p) => actor.send({ type: 'share.setPermission', permission: p })}
            options={[
              { value: 'view', label: t('projects:share.permissions.view') },
              { value: 'download', label: t('projects:share.permissions.download') },
            ]}
          />
        </FormField>
        <FormField label={t('projects:share.expiry')} errors={fields.expires_at}>
          <SelectField
            value={days}
            testId="share.expiry"
            onChange={(d) => {
              setDays(d);
              actor.send({ type: 'share.setExpiry', expiresAt: expiryIn(d) });
            }}
            options={[...new Set([...expiryChoices, days])].map((d) => ({
              value: d,
              label:
                d === 'never'
                  ? t('projects:share.expiry_choices.never')
                  : t('projects:share.expiry_days', { count: Number(d) }),
            }))}
          />
        </FormField>
        <Button
          type="submit"
          alignSelf="start"
          loading={state === 'submitting'}
          disabled={!canSubmit}
          data-testid="share.submit"
        >
          {kind === 'link' ? t('projects:share.create_link') : t('projects:share.send')}
        </Button>
      </Stack>
    </form>
  );
}
