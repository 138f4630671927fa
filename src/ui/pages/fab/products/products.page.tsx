import {
  Badge,
  Button,
  Checkbox,
  HStack,
  Input,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { Link } from 'react-router';
import { setProductsStatus } from '@/api/catalogue.api';
import { productStatuses, type ProductStatus } from '@/api/contract/products';
import { getCategories } from '@/api/reference.api';
import { paths } from '@/ui/app/paths';
import { ProductFormDialog } from '@/ui/catalogue/product-form.dialog';
import { useMyProducts } from '@/ui/catalogue/queries';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { LimitHint } from '@/ui/site/plan-usage';
import { siteKeys } from '@/ui/site/site.queries';

type Sort = 'updated_at' | 'created_at' | 'name' | 'reference';
const countKeys = ['views', 'downloads', 'favorites', 'orders'] as const;

/** /fab/products: my catalogue with search, filters, sort, counts and bulk publish/archive. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const quick = useDialog('productForm');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [category, setCategory] = useState('');
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
  const [sort, setSort] = useState<Sort>('updated_at');
  const [picked, setPicked] = useState<string[]>([]);
  const search = useDeferredValue(q.trim());
  const list = useMyProducts({
    q: search || undefined,
    status: status || undefined,
    category_id: category ? Number(category) : undefined,
    sort,
    per_page: 100,
  });
  const rows = list.data?.data ?? [];
  const bulk = async (to: ProductStatus) => {
    try {
      const { updated } = await setProductsStatus(picked, to);
      notify.success(t('catalogue:bulk_done', { count: updated }));
      setPicked([]);
      await client.invalidateQueries({ queryKey: ['my-products'] });
      await client.invalidateQueries({ queryKey: siteKeys.usage });
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Stack gap="4">
      <PageHeader
        title={t('catalogue:my_products')}
        subtitle={
          list.data
            ? productStatuses
                .map((s) => `${t(`catalogue:status.${s}`)} ${list.data.status_counts[s] ?? 0}`)
                .join(' · ')
            : undefined
        }
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => quick.open()} data-testid="products.quick-new">
              <LuPlus /> {t('catalogue:quick.add')}
            </Button>
            <Button asChild data-testid="products.new">
              <Link to={paths.fab.productNew}>
                <LuPlus /> {t('catalogue:new_product')}
              </Link>
            </Button>
          </HStack>
        }
      />
      <HStack wrap="wrap">
        <Input
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('catalogue:my_search')}
          aria-label={t('catalogue:my_search')}
          maxW="sm"
        />
        <select
          aria-label={t('catalogue:status_label')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ProductStatus | '')}
        >
          <option value="">{t('catalogue:all_statuses')}</option>
          {productStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`catalogue:status.${s}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('catalogue:facets.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          data-testid="products.category"
        >
          <option value="">{t('catalogue:all_categories')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('catalogue:sort_label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as Sort)}
        >
          {(['updated_at', 'created_at', 'name', 'reference'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`catalogue:my_sort.${s}`)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={!picked.length}
          onClick={() => void bulk('published')}
          data-testid="products.publish"
        >
          {t('catalogue:publish')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!picked.length}
          onClick={() => void bulk('archived')}
        >
          {t('catalogue:archive')}
        </Button>
      </HStack>
      <LimitHint kind="products" />
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Text srOnly>{t('catalogue:select')}</Text>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue:name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue:reference')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogue:status_label')}</Table.ColumnHeader>
              {countKeys.map((k) => (
                <Table.ColumnHeader key={k} textAlign="end">
                  {t(`catalogue:count.${k}`)}
                </Table.ColumnHeader>
              ))}
              {/* Positioned, so the hidden label stays inside the table's scroll box on a phone. */}
              <Table.ColumnHeader position="relative">
                <Text srOnly>{t('catalogue:quick.actions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((p) => (
              <Table.Row key={p.id} data-testid="products.row" data-name={p.name}>
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={picked.includes(p.id)}
                    onCheckedChange={(e) =>
                      setPicked((x) => (e.checked ? [...x, p.id] : x.filter((i) => i !== p.id)))
                    }
                  >
                    <Checkbox.HiddenInput
                      aria-label={t('catalogue:select_one', { name: p.name })}
                    />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <ChakraLink asChild>
                    <Link to={paths.fab.productEdit(p.id)}>{p.name}</Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>{p.reference}</Table.Cell>
                <Table.Cell>
                  <Badge>{t(`catalogue:status.${p.status}`)}</Badge>
                </Table.Cell>
                {countKeys.map((k) => (
                  <Table.Cell key={k} textAlign="end" data-testid={`products.${k}`}>
                    {/* Orders arrive with the orders issue; until then there are none. */}
                    {k === 'orders' ? 0 : p.counts[k]}
                  </Table.Cell>
                ))}
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => quick.open({ mode: 'edit', productId: p.id })}
                    aria-label={t('catalogue:quick.edit_one', { name: p.name })}
                    data-testid="products.quick-edit"
                  >
                    <LuPencil /> {t('catalogue:quick.edit')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ProductFormDialog />
    </Stack>
  );
}
