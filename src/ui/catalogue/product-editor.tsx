import { Button, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  productStatuses,
  productUnits,
  type Product,
  type ProductStatus,
  type ProductUnit,
} from '@/api/contract/products';
import { productEditorMachine, type ProductDraft } from '@/machines/product-editor.machine';
import { uploadQueue } from '@/ui/projects/upload-queue';
import { ProductFilesEditor } from './product-files-editor';
import { getBrands, getCategories, getSubCategories } from '@/api/reference.api';
import { paths } from '@/ui/app/paths';
import { apiErrorText } from '@/ui/components/error-text';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';

const names = ['name_fr', 'name_en', 'name_ar'] as const;
const descriptions = ['description_fr', 'description_en', 'description_ar'] as const;

/** The product's full form (new and edit) and, once saved, its files: `productEditorMachine`. */
export function ProductEditor({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const editor = useActorRef(productEditorMachine, {
    input: { product: product ?? null, uploads: uploadQueue() },
  });
  const v = useSelector(editor, (s) => s.context.draft);
  const saving = useSelector(editor, (s) => s.matches({ form: 'saving' }));
  const problems = useSelector(editor, (s) => s.context.problems);
  const fields = useSelector(editor, (s) => s.context.fields);
  const failure = useSelector(editor, (s) => s.context.error);
  const saved = useSelector(editor, (s) => s.context.product);
  useEffect(() => {
    const sub = editor.on('editor.saved', ({ product: p, created }) => {
      notify.success(t('catalogue:saved'));
      void client.invalidateQueries({ queryKey: ['my-products'] });
      client.setQueryData(['my-product', p.id], p);
      if (created) void navigate(paths.fab.productEdit(p.id), { replace: true });
    });
    return () => sub.unsubscribe();
  }, [editor, notify, t, client, navigate]);
  useEffect(() => {
    if (product) editor.send({ type: 'files.loaded', product });
  }, [editor, product]);
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
  const subs = useQuery({
    queryKey: ['sub-categories', v.category_id],
    queryFn: ({ signal }) => getSubCategories(v.category_id!, signal),
    enabled: v.category_id != null,
  });
  const brands = useQuery({ queryKey: ['brands'], queryFn: ({ signal }) => getBrands(signal) });
  const change = (patch: Partial<ProductDraft>) => editor.send({ type: 'editor.change', patch });
  const set = <K extends keyof ProductDraft>(k: K, value: ProductDraft[K]) =>
    change({ [k]: value } as Partial<ProductDraft>);
  /** The client's check, else the server's messages, for one field. */
  const errorOf = (k: string): string | undefined => {
    if ((problems as string[]).includes(k)) return t(`catalogue:problems.${k}`);
    return fields.find((f) => f.field === k || f.field.startsWith(`${k}.`))?.messages[0];
  };
  const error =
    failure && failure.kind !== 'validation'
      ? apiErrorText(t, failure)
      : failure
        ? failure.message
        : null;

  const field = (label: string, input: React.ReactNode, key?: string) => {
    const message = key ? errorOf(key) : undefined;
    return (
      <Field.Root invalid={!!message}>
        <Field.Label>{label}</Field.Label>
        {input}
        {message && (
          <Field.ErrorText data-testid={`product.error.${key}`}>{message}</Field.ErrorText>
        )}
      </Field.Root>
    );
  };
  const select = (
    label: string,
    value: string,
    onChange: (s: string) => void,
    options: { value: string; label: string }[],
    testId?: string,
  ) =>
    field(
      label,
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        aria-label={label}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>,
    );
  const none = { value: '', label: t('catalogue:none') };
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        editor.send({ type: 'editor.save' });
      }}
      data-testid="product.form"
    >
      <FormAlert message={error} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {names.map((k) =>
          field(
            t(`catalogue:fields.${k}`),
            <Input
              key={k}
              value={v[k]}
              onChange={(e) => set(k, e.target.value)}
              data-testid={`product.${k}`}
              dir={k === 'name_ar' ? 'rtl' : undefined}
            />,
            k,
          ),
        )}
        {field(
          t('catalogue:reference'),
          <Input
            value={v.reference}
            onChange={(e) => set('reference', e.target.value)}
            data-testid="product.reference"
          />,
          'reference',
        )}
        {select(
          t('catalogue:facets.category'),
          String(v.category_id ?? ''),
          (s) => change({ category_id: s ? Number(s) : null, sub_category_id: null }),
          [none, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
          'product.category',
        )}
        {select(
          t('catalogue:facets.sub_category'),
          String(v.sub_category_id ?? ''),
          (s) => set('sub_category_id', s ? Number(s) : null),
          [none, ...(subs.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
        )}
        {select(
          t('catalogue:facets.brand'),
          String(v.brand_id ?? ''),
          (s) => set('brand_id', s ? Number(s) : null),
          [none, ...(brands.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
        )}
        {select(
          t('catalogue:unit'),
          v.unit,
          (s) => set('unit', s as ProductUnit),
          productUnits.map((u) => ({ value: u, label: t(`catalogue:units.${u}`) })),
        )}
        {field(
          t('catalogue:price_dzd'),
          <Input
            type="number"
            min="0"
            step="0.01"
            value={v.price}
            disabled={v.on_quote}
            onChange={(e) => set('price', e.target.value)}
            data-testid="product.price"
          />,
          'price',
        )}
        {field(
          t('catalogue:lead_time_days'),
          <Input
            type="number"
            min="0"
            value={v.lead_time_days}
            onChange={(e) => set('lead_time_days', e.target.value)}
          />,
          'lead_time_days',
        )}
        {select(
          t('catalogue:status_label'),
          v.status,
          (s) => set('status', s as ProductStatus),
          productStatuses.map((s) => ({ value: s, label: t(`catalogue:status.${s}`) })),
          'product.status',
        )}
      </SimpleGrid>
      <HStack>
        <input
          id="on-quote"
          type="checkbox"
          checked={v.on_quote}
          onChange={(e) => set('on_quote', e.target.checked)}
        />
        <label htmlFor="on-quote">{t('catalogue:on_quote')}</label>
      </HStack>
      {descriptions.map((k) =>
        field(
          t(`catalogue:fields.${k}`),
          <Textarea
            key={k}
            value={v[k]}
            onChange={(e) => set(k, e.target.value)}
            dir={k === 'description_ar' ? 'rtl' : undefined}
          />,
        ),
      )}
      {field(
        t('catalogue:tags'),
        <Input value={v.tags} onChange={(e) => set('tags', e.target.value)} />,
      )}
      <Stack>
        <Text fontWeight="semibold">{t('catalogue:characteristics')}</Text>
        {errorOf('characteristics') && (
          <Text color="fg.error" fontSize="sm">
            {errorOf('characteristics')}
          </Text>
        )}
        {v.characteristics.map((c, i) => (
          <HStack key={i}>
            {(['name', 'value', 'unit'] as const).map((k) => (
              <Input
                key={k}
                size="sm"
                aria-label={t(`catalogue:char.${k}`)}
                placeholder={t(`catalogue:char.${k}`)}
                value={c[k]}
                onChange={(e) =>
                  set(
                    'characteristics',
                    v.characteristics.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                  )
                }
              />
            ))}
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                set(
                  'characteristics',
                  v.characteristics.filter((_, j) => j !== i),
                )
              }
            >
              {t('catalogue:remove')}
            </Button>
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() =>
            set('characteristics', [...v.characteristics, { name: '', value: '', unit: '' }])
          }
        >
          {t('catalogue:add_row')}
        </Button>
      </Stack>
      <Button type="submit" loading={saving} alignSelf="start" data-testid="product.save">
        {t('catalogue:save')}
      </Button>
      {/* Files belong to a saved product, on its edit page: the new product's form hands over to
          it once created (files picked there would go to a form about to be replaced). */}
      {product && saved ? (
        <ProductFilesEditor editor={editor} />
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="product.files.later">
          {t('catalogue:files_after_save')}
        </Text>
      )}
    </Stack>
  );
}
