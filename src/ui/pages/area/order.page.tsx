import {
  Button,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Order, OrderEventBody, OrderEventType } from '@/api/contract/orders';
import { getOrder, sendOrderEvent } from '@/api/orders.api';
import { allowedOrderEvents } from '@/machines/order.machine';
import { OrderPdfButton } from '@/ui/orders/order-pdf-button';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { FullPageSpinner } from '@/ui/components/full-page-spinner';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormField } from '@/ui/forms/form-field';
import { OrderConversation } from '@/ui/orders/order-conversation';
import { OrderHistory, OrderLinesTable } from '@/ui/orders/order-record';
import { OrderStateBadge, useDateText } from '@/ui/orders/order-parts';
import { OrderTakeoff } from '@/ui/orders/order-takeoff';
import { areaOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';
import NotFoundPage from '../not-found/not-found.page';

/**
 * /pro/orders/{id}/order and /fab/orders/{id}/order: the order's lines and totals, its delivery,
 * its history as a timeline, and the steps the order machine allows the reader's side.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });
  if (order.isError) return <NotFoundPage />;
  if (!order.data) return <FullPageSpinner />;
  return <OrderView order={order.data} />;
}

function OrderView({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const area = areaOf(useSignedInUser());
  const date = useDateText();
  const notify = useNotify();
  const client = useQueryClient();
  const acceptDialog = useDialog('orderAccept');
  const reasonDialog = useDialog('orderReason');
  const [reason, setReason] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [leadTime, setLeadTime] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const step = useMutation({
    mutationFn: (body: OrderEventBody) => sendOrderEvent(o.id, body),
    onSuccess: async (next) => {
      client.setQueryData(['order', o.id], next);
      acceptDialog.close();
      reasonDialog.close();
      notify.success(t(`orders:done.${next.history.at(-1)?.type ?? 'SEND'}`));
      await client.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (err) => notify.error(err),
  });
  const allowed = allowedOrderEvents(o.state, area);
  const reasonType = reasonDialog.payload?.type as 'REFUSE' | 'CANCEL' | undefined;
  const act = (type: OrderEventType) => {
    if (type === 'ACCEPT') {
      setPrices(
        Object.fromEntries(
          o.lines.map((l) => [
            l.id,
            l.unit_price_cents == null ? '' : String(l.unit_price_cents / 100),
          ]),
        ),
      );
      setLeadTime('');
      setDeliveryDate(o.wished_date ?? '');
      acceptDialog.open();
    } else if (type === 'REFUSE' || type === 'CANCEL') {
      setReason('');
      reasonDialog.open({ type });
    } else step.mutate({ type } as OrderEventBody);
  };
  const confirmAccept = () =>
    step.mutate({
      type: 'ACCEPT',
      lines: o.lines
        .filter((l) => prices[l.id]?.trim())
        .map((l) => ({
          id: l.id,
          unit_price_cents: Math.round(Number(prices[l.id]!.replace(',', '.')) * 100),
        })),
      lead_time_days: leadTime ? Number(leadTime) : null,
      delivery_date: deliveryDate || null,
    });
  const other = area === 'pro' ? o.manufacturer : o.professional;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('orders:order_title', { number: o.number })}
        subtitle={`${t(`orders:counterpart_${area}`)} : ${other.company ?? other.name}`}
        actions={
          <HStack wrap="wrap">
            <OrderPdfButton order={o} />
            {allowed.map((type) => (
              <Button
                key={type}
                variant={type === 'REFUSE' || type === 'CANCEL' ? 'outline' : 'solid'}
                colorPalette={type === 'REFUSE' || type === 'CANCEL' ? 'red' : undefined}
                onClick={() => act(type)}
                loading={step.isPending && !acceptDialog.isOpen && !reasonDialog.isOpen}
                data-testid={`order.action.${type}`}
              >
                {t(`orders:actions.${type}`)}
              </Button>
            ))}
          </HStack>
        }
      />
      <HStack>
        <OrderStateBadge state={o.state} />
        {o.project && (
          <Text color="fg.muted">{t('orders:for_project', { name: o.project.name })}</Text>
        )}
      </HStack>
      {o.reason && (
        <Text data-testid="order.reason">{t('orders:reason_shown', { reason: o.reason })}</Text>
      )}
      <OrderLinesTable order={o} />
      <OrderTakeoff order={o} side={area} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <CardWrapper py="4" px="4">
          <Heading as="h2" size="md" mb="2">
            {t('orders:delivery')}
          </Heading>
          <Text>{[o.address, o.commune, o.wilaya].filter(Boolean).join(', ') || '—'}</Text>
          <Text>{t('orders:wished_date_shown', { date: date(o.wished_date) })}</Text>
          {o.lead_time_days != null && (
            <Text>{t('orders:lead_time_shown', { count: o.lead_time_days })}</Text>
          )}
          {o.delivery_date && (
            <Text data-testid="order.delivery-date">
              {t('orders:delivery_date_shown', { date: date(o.delivery_date) })}
            </Text>
          )}
          {o.message && (
            <Text mt="2" whiteSpace="pre-line">
              {o.message}
            </Text>
          )}
        </CardWrapper>
        <OrderHistory order={o} />
      </SimpleGrid>
      <OrderConversation order={o} />

      <AppDialog
        name="orderAccept"
        title={t('orders:accept_title', { number: o.number })}
        footer={
          <DialogActions
            onCancel={acceptDialog.close}
            onConfirm={confirmAccept}
            confirmLabel={t('orders:actions.ACCEPT')}
            pending={step.isPending}
            testId="order.accept.confirm"
          />
        }
      >
        <Stack gap="3">
          {o.lines.map((l) => (
            <FormField
              key={l.id}
              label={t('orders:confirmed_price', {
                name: l.name,
                unit: t(`catalogue:units.${l.unit}`),
                currency: o.currency,
              })}
            >
              <Input
                inputMode="decimal"
                value={prices[l.id] ?? ''}
                onChange={(e) => setPrices((p) => ({ ...p, [l.id]: e.target.value }))}
                data-testid="order.accept.price"
              />
            </FormField>
          ))}
          <FormField label={t('orders:lead_time_days')}>
            <Input
              type="number"
              min={0}
              value={leadTime}
              onChange={(e) => setLeadTime(e.target.value)}
              data-testid="order.accept.lead-time"
            />
          </FormField>
          <FormField label={t('orders:delivery_date')}>
            <Input
              type="date"
              value={deliveryDate}
              onChange={(e) => setDeliveryDate(e.target.value)}
              data-testid="order.accept.delivery-date"
            />
          </FormField>
        </Stack>
      </AppDialog>

      <AppDialog
        name="orderReason"
        title={t(`orders:reason_title.${reasonType ?? 'CANCEL'}`, { number: o.number })}
        footer={
          <DialogActions
            onCancel={reasonDialog.close}
            onConfirm={() =>
              step.mutate(
                reasonType === 'REFUSE'
                  ? { type: 'REFUSE', reason }
                  : { type: 'CANCEL', reason: reason || null },
              )
            }
            confirmLabel={t(`orders:actions.${reasonType ?? 'CANCEL'}`)}
            pending={step.isPending}
            danger
            testId="order.reason.confirm"
          />
        }
      >
        <FormField label={t('orders:reason')} required={reasonType === 'REFUSE' || area === 'fab'}>
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={2000}
            data-testid="order.reason.text"
          />
        </FormField>
      </AppDialog>
    </Stack>
  );
}
