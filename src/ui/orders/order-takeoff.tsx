import { Badge, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, OrderLine } from '@/api/contract/orders';
import type { OrderLineSource, TakeoffLineChanges } from '@/api/contract/takeoff';
import { getOrderTakeoffChanges } from '@/api/takeoff.api';
import { paths } from '@/ui/app/paths';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { useLanguage } from '@/ui/i18n/language';

/**
 * The order's take-off (issue 20): per line measured in the model, its group, element count,
 * measured figure, whether computed from geometry, the waste, and what became of its elements
 * in the file's newest version. The professional also gets « Show in model »; the manufacturer
 * reads it only (not the model).
 */
export function OrderTakeoff({ order, side }: { order: Order; side: 'pro' | 'fab' }) {
  const { t } = useTranslation();
  const sourced = order.lines.filter(
    (l): l is OrderLine & { source: OrderLineSource } => l.source != null,
  );
  const changes = useQuery({
    queryKey: ['order', order.id, 'takeoff-changes'],
    queryFn: ({ signal }) => getOrderTakeoffChanges(order.id, signal),
    enabled: sourced.length > 0,
  });
  if (sourced.length === 0) return null;
  return (
    <CardWrapper py="4" px="4" data-testid="order.takeoff">
      <Heading as="h2" size="md" mb="1">
        {t('orders:takeoff.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('orders:takeoff.intro')}
      </Text>
      <Stack gap="4" as="ul" listStyleType="none" ps="0">
        {sourced.map((l) => (
          <TakeoffLine
            key={l.id}
            order={order}
            line={l}
            side={side}
            changes={changes.data?.lines.find((c) => c.line_id === l.id)}
            state={changes.isError ? 'error' : changes.isPending ? 'loading' : 'done'}
          />
        ))}
      </Stack>
    </CardWrapper>
  );
}

const groupLabel = (s: Pick<OrderLineSource, 'group'>) =>
  s.group.name ? `${s.group.ifc_class} · ${s.group.name}` : s.group.ifc_class;

function TakeoffLine({
  order,
  line,
  side,
  changes,
  state,
}: {
  order: Order;
  line: OrderLine & { source: OrderLineSource };
  side: 'pro' | 'fab';
  changes: TakeoffLineChanges | undefined;
  state: 'loading' | 'error' | 'done';
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const s = line.source;
  const number = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  return (
    <Stack as="li" gap="1" borderBottomWidth="1px" pb="3" data-testid="order.takeoff.line">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{line.name}</Text>
        {side === 'pro' && order.project && (
          <ChakraLink asChild fontSize="sm">
            <Link
              to={paths.pro.viewerOrderLine(
                order.project.id,
                s.file_id,
                s.version,
                order.id,
                line.id,
              )}
              data-testid="order.takeoff.show"
            >
              {t('orders:takeoff.show_in_model')}
            </Link>
          </ChakraLink>
        )}
      </HStack>
      <Text fontSize="sm" data-testid="order.takeoff.group">
        {[
          t('orders:takeoff.group', { group: groupLabel(s) }),
          t('orders:takeoff.elements', { count: s.element_count }),
          t('orders:takeoff.version', { version: s.version }),
        ].join(' · ')}
      </Text>
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text data-testid="order.takeoff.measured">
          {t('orders:takeoff.measured', {
            value: number(s.measured),
            unit: t(`orders:takeoff.kinds.${s.quantity_kind}`),
          })}
        </Text>
        <Badge colorPalette={s.computed ? 'orange' : 'blue'} data-testid="order.takeoff.computed">
          {t(s.computed ? 'orders:takeoff.computed' : 'orders:takeoff.from_qto')}
        </Badge>
        <Text>{t('orders:takeoff.waste', { percent: number(s.waste_percent) })}</Text>
      </HStack>
      <ChangesText changes={changes} state={state} />
    </Stack>
  );
}

function ChangesText({
  changes: c,
  state,
}: {
  changes: TakeoffLineChanges | undefined;
  state: 'loading' | 'error' | 'done';
}) {
  const { t } = useTranslation();
  const text =
    state === 'loading'
      ? t('orders:takeoff.changes.loading')
      : state === 'error' || !c
        ? t('orders:takeoff.changes.error')
        : c.status === 'compared'
          ? c.changed.length + c.disappeared.length === 0
            ? t('orders:takeoff.changes.none', { latest: c.latest_version })
            : t('orders:takeoff.changes.some', {
                latest: c.latest_version,
                changed: c.changed.length,
                disappeared: c.disappeared.length,
              })
          : t(`orders:takeoff.changes.${c.status}`, { latest: c.latest_version });
  const warn = c?.status === 'compared' && c.changed.length + c.disappeared.length > 0;
  return (
    <Stack gap="1" data-testid="order.takeoff.changes" data-status={c?.status ?? state}>
      <Text fontSize="sm" color={warn ? 'orange.fg' : 'fg.muted'}>
        {text}
      </Text>
      {warn && (
        <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" dir="ltr">
          {[...c.changed.map((id) => `~ ${id}`), ...c.disappeared.map((id) => `− ${id}`)]
            .slice(0, 20)
            .join('  ')}
        </Text>
      )}
    </Stack>
  );
}
