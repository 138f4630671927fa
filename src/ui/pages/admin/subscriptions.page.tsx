import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Link as ChakraLink,
  SegmentGroup,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuReceipt } from 'react-icons/lu';
import type { z } from 'zod';
import {
  rejectSubscriptionBodySchema,
  subscriptionStates,
  type adminSubscriptionSchema,
  type SubscriptionState,
} from '@/api/contract/site';
import {
  confirmSubscription,
  getAdminSubscriptions,
  proofUrl,
  rejectSubscription,
} from '@/api/site.api';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { usePrice } from '@/ui/site/plan-card';

type Request = z.infer<typeof adminSubscriptionSchema>;
type Filter = SubscriptionState | 'all';
const filters: Filter[] = [...subscriptionStates, 'all'];
const key = ['admin', 'subscriptions'] as const;
const stateColor: Record<SubscriptionState, string> = {
  requested: 'orange',
  confirmed: 'green',
  rejected: 'red',
  expired: 'gray',
};
const nameOf = (r: Request) => `${r.user.first_name} ${r.user.last_name}`.trim() || r.user.email;

/**
 * /admin/subscriptions (ADMIN and SUPER_ADMIN): subscription requests, those awaiting an answer
 * first; the proof of payment opens in a new tab; confirm, or reject with a reason (a dialog).
 * The user is told of either by e-mail and notification.
 */
export default function AdminSubscriptionsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify();
  const client = useQueryClient();
  const rejectDialog = useDialog('rejectSubscription');
  const [filter, setFilter] = useState<Filter>('requested');
  const state = filter === 'all' ? undefined : filter;
  const list = useQuery({
    queryKey: [...key, state ?? 'all'],
    queryFn: ({ signal }) => getAdminSubscriptions(state, signal),
  });
  const rows = [...(list.data ?? [])].sort(
    (a, b) => Number(b.state === 'requested') - Number(a.state === 'requested'),
  );
  const decided = async (message: string) => {
    await client.invalidateQueries({ queryKey: key });
    notify.success(message);
  };
  const confirm = useMutation({
    mutationFn: (r: Request) => confirmSubscription(r.id),
    onSuccess: (_, r) => decided(t('admin:subscriptions.confirmed', { name: nameOf(r) })),
    onError: notify.error,
  });
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin:subscriptions.title')}
        subtitle={t('admin:subscriptions.subtitle')}
      />
      <Box maxW="full" overflowX="auto" py="1">
        <SegmentGroup.Root
          value={filter}
          onValueChange={(d) => setFilter(d.value as Filter)}
          aria-label={t('admin:subscriptions.filter')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={filters.map((f) => ({
              value: f,
              label: f === 'all' ? t('admin:subscriptions.all') : t(`site:states.${f}`),
            }))}
          />
        </SegmentGroup.Root>
      </Box>
      {list.isPending && <Spinner alignSelf="center" role="status" aria-label={t('loading')} />}
      {list.isError && <FormAlert message={errorText(list.error)} />}
      {list.data && rows.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:subscriptions.empty_title')}
          emptyBody={t('admin:subscriptions.empty_body')}
          icon={LuReceipt}
        />
      )}
      <Stack gap="4" data-testid="admin.subscriptions">
        {rows.map((r) => (
          <RequestCard
            key={r.id}
            request={r}
            confirming={confirm.isPending && confirm.variables?.id === r.id}
            onConfirm={() => confirm.mutate(r)}
            onReject={() => rejectDialog.open({ id: r.id, name: nameOf(r) })}
          />
        ))}
      </Stack>
      <RejectDialog onRejected={(name) => decided(t('admin:subscriptions.rejected', { name }))} />
    </Stack>
  );
}

function RequestCard({
  request: r,
  confirming,
  onConfirm,
  onReject,
}: {
  request: Request;
  confirming: boolean;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const price = usePrice();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(r.requested_at),
  );
  return (
    <Stack
      as="article"
      gap="2"
      p="4"
      borderWidth="1px"
      borderRadius="card"
      bg="bg.panel"
      data-testid={`admin.subscription.${r.user.email}`}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          {r.plan.name[language]} — {t(`site:plans.${r.period}`)} — {price(r.amount)}
        </Text>
        <Badge colorPalette={stateColor[r.state]}>{t(`site:states.${r.state}`)}</Badge>
      </HStack>
      <Text fontSize="sm">
        {t('admin:subscriptions.by', { name: nameOf(r), email: r.user.email })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin:subscriptions.requested_at', { date })}
      </Text>
      {r.reason && <Text fontSize="sm">{r.reason}</Text>}
      {r.proof ? (
        <ChakraLink href={proofUrl(r.id)} target="_blank" rel="noopener" fontSize="sm">
          {t('admin:subscriptions.proof')} ({r.proof.name})
        </ChakraLink>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:subscriptions.no_proof')}
        </Text>
      )}
      {r.state === 'requested' && (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            loading={confirming}
            onClick={onConfirm}
            data-testid="subscription.confirm"
          >
            {t('admin:subscriptions.confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onReject}
            data-testid="subscription.reject"
          >
            {t('admin:subscriptions.reject')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function RejectDialog({ onRejected }: { onRejected: (name: string) => Promise<void> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialog = useDialog('rejectSubscription');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: (v: { id: string; reason: string }) => rejectSubscription(v.id, v.reason),
    onSuccess: async () => {
      await onRejected(dialog.payload?.name ?? '');
      setReason('');
      dialog.close();
    },
    onError: notify.error,
  });
  const submit = () => {
    if (!dialog.payload) return;
    if (!rejectSubscriptionBodySchema.safeParse({ reason }).success) {
      setError(t('server:validation.reason_required'));
      return;
    }
    reject.mutate({ id: dialog.payload.id, reason: reason.trim() });
  };
  return (
    <AppDialog
      name="rejectSubscription"
      role="alertdialog"
      title={t('admin:rejectSubscription.title', { name: dialog.payload?.name ?? '' })}
      footer={
        <DialogActions
          onCancel={dialog.close}
          onConfirm={submit}
          confirmLabel={t('admin:rejectSubscription.confirm')}
          pending={reject.isPending}
          danger
          testId="dialog.rejectSubscription.confirm"
        />
      }
    >
      <Stack gap="3">
        <Text>{t('admin:rejectSubscription.body')}</Text>
        <Field.Root invalid={!!error} required>
          <Field.Label>
            {t('admin:reason')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid="dialog.rejectSubscription.reason"
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
