import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/contract/orders';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { useDateText, useMoney } from './order-parts';

/** An order's lines with their quantities, prices and the total (the order page). */
export function OrderLinesTable({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders:product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders:reference')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders:quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders:unit_price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders:line_total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {o.lines.map((l) => (
            <Table.Row key={l.id} data-testid="order.line">
              <Table.Cell>
                {l.name}
                {l.note && (
                  <Text fontSize="xs" color="fg.muted">
                    {l.note}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{l.reference}</Table.Cell>
              <Table.Cell textAlign="end">
                {l.quantity} {t(`catalogue:units.${l.unit}`)}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(l.unit_price_cents, o.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{money(l.total_cents, o.currency)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={4} fontWeight="semibold">
              {t('orders:total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid="order.total">
              {money(o.total_cents, o.currency)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** An order's history as a timeline: each step, when, by whom, with its reason or note. */
export function OrderHistory({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateText();
  return (
    <CardWrapper py="4" px="4">
      <Heading as="h2" size="md" mb="2">
        {t('orders:history')}
      </Heading>
      <Box as="ol" listStyleType="none" ps="0" data-testid="order.history">
        {o.history.map((h) => (
          <Box
            as="li"
            key={h.id}
            borderStartWidth="2px"
            borderColor="border.emphasized"
            ps="3"
            pb="3"
          >
            <Text fontWeight="medium">
              {t(`orders:history_types.${h.type}`, { state: t(`orders:states.${h.to_state}`) })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {date(h.at, true)}
              {h.actor && ` · ${h.actor.company ?? h.actor.name}`}
            </Text>
            {(h.reason ?? h.note) && <Text fontSize="sm">{h.reason ?? h.note}</Text>}
          </Box>
        ))}
      </Box>
    </CardWrapper>
  );
}
