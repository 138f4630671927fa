import { Button, HStack, Input, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderSorts, orderStates, type OrderState } from '@/api/contract/orders';
import { listOrders } from '@/api/orders.api';
import { paths } from '@/ui/app/paths';
import { EmptyPage } from '@/ui/components/empty-page';
import { PageHeader } from '@/ui/components/page-header';
import { Pager } from '@/ui/components/pager';
import { OrderStateBadge, useDateText, useMoney } from '@/ui/orders/order-parts';
import { areaOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { LuShoppingCart } from 'react-icons/lu';

type Sort = (typeof orderSorts)[number];

/**
 * /pro/orders and /fab/orders: a professional's placed orders, a manufacturer's received ones,
 * with a tab per state (and its count), search, sort and pages.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const area = areaOf(useSignedInUser());
  const money = useMoney();
  const date = useDateText();
  const [state, setState] = useState<OrderState | ''>('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('recent');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const query = { state: state || undefined, q: search || undefined, sort, page, per_page: 20 };
  const list = useQuery({
    queryKey: ['orders', query],
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: (prev) => prev,
  });
  const counts = list.data?.state_counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const rows = list.data?.data ?? [];
  if (list.data && total === 0)
    return (
      <EmptyPage
        title={t('orders:title')}
        emptyTitle={t(`orders:empty_title_${area}`)}
        emptyBody={t(`orders:empty_body_${area}`)}
        icon={LuShoppingCart}
      />
    );
  const tab = (value: OrderState | '', label: string, n: number) => (
    <Button
      key={value || 'all'}
      size="sm"
      variant={state === value ? 'solid' : 'outline'}
      aria-pressed={state === value}
      onClick={() => {
        setState(value);
        setPage(1);
      }}
      data-testid={`orders.tab.${value || 'all'}`}
    >
      {label} ({n})
    </Button>
  );
  return (
    <Stack gap="4">
      <PageHeader title={t('orders:title')} subtitle={t(`orders:subtitle_${area}`)} />
      <HStack wrap="wrap" role="group" aria-label={t('orders:state_filter')}>
        {tab('', t('orders:all'), total)}
        {orderStates
          .filter((s) => area === 'pro' || s !== 'draft')
          .map((s) => tab(s, t(`orders:states.${s}`), counts?.[s] ?? 0))}
      </HStack>
      <HStack wrap="wrap">
        <Input
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          placeholder={t(`orders:search_${area}`)}
          aria-label={t(`orders:search_${area}`)}
          maxW="sm"
        />
        <select
          aria-label={t('orders:sort_label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as Sort)}
        >
          {orderSorts.map((s) => (
            <option key={s} value={s}>
              {t(`orders:sort.${s}`)}
            </option>
          ))}
        </select>
      </HStack>
      {rows.length === 0 && list.data ? (
        <Text color="fg.muted">{t('orders:none_here')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('orders:number')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(`orders:counterpart_${area}`)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders:products')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders:project')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders:total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders:state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orders:updated')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((o) => {
                const other = area === 'pro' ? o.manufacturer : o.professional;
                return (
                  <Table.Row key={o.id} data-testid="orders.row" data-number={o.number}>
                    <Table.Cell>
                      <ChakraLink asChild fontWeight="medium">
                        <Link to={paths[area].order(o.id)}>{o.number}</Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell>{other.company ?? other.name}</Table.Cell>
                    <Table.Cell>
                      {o.first_line}
                      {o.line_count > 1 &&
                        ` ${t('orders:more_lines', { count: o.line_count - 1 })}`}
                    </Table.Cell>
                    <Table.Cell>{o.project?.name ?? '—'}</Table.Cell>
                    <Table.Cell>{money(o.total_cents, o.currency)}</Table.Cell>
                    <Table.Cell>
                      <OrderStateBadge state={o.state} />
                    </Table.Cell>
                    <Table.Cell>{date(o.updated_at)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {list.data && (
        <Pager
          page={page}
          last={list.data.meta.last_page}
          label={t('orders:page_of', { page, last: list.data.meta.last_page })}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
