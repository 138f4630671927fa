import {
  Button,
  Code,
  Dialog,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createAccessTokenBodySchema,
  type AccessToken,
  type CreateAccessTokenBody,
  type CreatedAccessToken,
} from '@/api/contract/access-tokens';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '@/api/profile.api';
import { useNotify } from '@/ui/components/use-notify';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';
import { useLanguage } from '@/ui/i18n/language';
import { formatDate } from '@/ui/projects/format';

const KEY = ['profile', 'tokens'];
/** The dialog's values: the expiry is chosen as text (a number of days, or never). */
const formSchema = createAccessTokenBodySchema.extend({
  expires_in_days: z.enum(['30', '90', '365', 'never']),
});

/** A dialog of this section: its open flag is the section's own state. */
function SectionDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  role?: 'dialog' | 'alertdialog';
  testId: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(d) => !d.open && props.onClose()}
      role={props.role ?? 'dialog'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>{props.footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Names a new token, its scope and expiry; then shows its secret, once, with a copy button. */
function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const form = useForm({ name: '', scope: 'bcf:read', expires_in_days: '90' });
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const create = useMutation({
    mutationFn: createAccessToken,
    onSuccess: (tok) => {
      setCreated(tok);
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: form.fail,
  });
  const close = () => {
    setCreated(null);
    form.reset();
    onClose();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = form.validate(formSchema);
    if (body)
      create.mutate({
        ...body,
        expires_in_days: body.expires_in_days === 'never' ? null : Number(body.expires_in_days),
      } as CreateAccessTokenBody);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(created!.secret);
    notify.success(t('account:access_tokens.copied'));
  };
  return (
    <SectionDialog
      open={open}
      onClose={close}
      title={t('account:access_tokens.create_title')}
      testId="settings.tokens.dialog"
      footer={
        created ? (
          <Button onClick={close} data-testid="settings.tokens.done">
            {t('account:access_tokens.done')}
          </Button>
        ) : (
          <DialogActions
            onCancel={close}
            onConfirm={() => submit()}
            confirmLabel={t('account:access_tokens.create')}
            pending={create.isPending}
            testId="settings.tokens.submit"
          />
        )
      }
    >
      {created ? (
        <Stack gap="3">
          <Text>{t('account:access_tokens.secret_once')}</Text>
          <Code dir="ltr" p="2" wordBreak="break-all" data-testid="settings.tokens.secret">
            {created.secret}
          </Code>
          <Button variant="outline" alignSelf="start" onClick={() => void copy()}>
            {t('account:access_tokens.copy')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormAlert message={form.formError} />
            <FormField label={t('account:access_tokens.name')} errors={form.errors.name} required>
              <Input {...form.input('name')} maxLength={100} data-testid="settings.tokens.name" />
            </FormField>
            <FormField label={t('account:access_tokens.scope')} errors={form.errors.scope}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.input('scope')} data-testid="settings.tokens.scope">
                  <option value="bcf:read">{t('account:access_tokens.scopes.read')}</option>
                  <option value="bcf:write">{t('account:access_tokens.scopes.write')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('account:access_tokens.expiry')}
              errors={form.errors.expires_in_days}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...form.input('expires_in_days')}>
                  {(['30', '90', '365'] as const).map((d) => (
                    <option key={d} value={d}>
                      {t('account:access_tokens.days', { count: Number(d) })}
                    </option>
                  ))}
                  <option value="never">{t('account:access_tokens.never')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Stack>
        </form>
      )}
    </SectionDialog>
  );
}

/** parameters/general: the personal access tokens of the BCF-API (README « BCF-API »). */
export function AccessTokensSection() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const notify = useNotify();
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listAccessTokens(signal) });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: () => {
      setRevoking(null);
      void client.invalidateQueries({ queryKey: KEY });
      notify.success(t('account:access_tokens.revoked'));
    },
    onError: (e) => notify.error(e),
  });
  const date = (iso: string | null, none: string) => (iso ? formatDate(iso, locale) : none);
  const list = tokens.data ?? [];
  return (
    <Stack gap="4" data-testid="settings.tokens">
      <Text color="fg.muted">{t('account:access_tokens.intro')}</Text>
      {list.length === 0 ? (
        <Text>{t('account:access_tokens.empty')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('account:access_tokens.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account:access_tokens.scope')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account:access_tokens.created')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account:access_tokens.last_used')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account:access_tokens.expires')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t('account:access_tokens.actions')}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((tok) => (
                <Table.Row key={tok.id} data-testid="settings.tokens.row">
                  <Table.Cell>{tok.name}</Table.Cell>
                  <Table.Cell>
                    {t(
                      `account:access_tokens.scopes.${tok.scope === 'bcf:write' ? 'write' : 'read'}`,
                    )}
                  </Table.Cell>
                  <Table.Cell>{date(tok.created_at, '')}</Table.Cell>
                  <Table.Cell>
                    {date(tok.last_used_at, t('account:access_tokens.never_used'))}
                  </Table.Cell>
                  <Table.Cell>{date(tok.expires_at, t('account:access_tokens.never'))}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setRevoking(tok)}
                      aria-label={t('account:access_tokens.revoke_named', { name: tok.name })}
                      data-testid="settings.tokens.revoke"
                    >
                      {t('account:access_tokens.revoke')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Button alignSelf="start" onClick={() => setCreating(true)} data-testid="settings.tokens.new">
        {t('account:access_tokens.new')}
      </Button>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <SectionDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        role="alertdialog"
        title={t('account:access_tokens.revoke_title')}
        testId="settings.tokens.revoke-dialog"
        footer={
          <DialogActions
            onCancel={() => setRevoking(null)}
            onConfirm={() => revoking && revoke.mutate(revoking.id)}
            confirmLabel={t('account:access_tokens.revoke')}
            pending={revoke.isPending}
            danger
            testId="settings.tokens.revoke-confirm"
          />
        }
      >
        <Text>{t('account:access_tokens.revoke_body', { name: revoking?.name ?? '' })}</Text>
      </SectionDialog>
    </Stack>
  );
}
