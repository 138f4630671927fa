import { Button, Checkbox, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createProduct, updateProduct } from '@/api/catalogue.api';
import {
  createProductBodySchema,
  productStatuses,
  type Product,
  type ProductStatus,
} from '@/api/contract/products';
import { getCategories } from '@/api/reference.api';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { useMyProduct } from './queries';

/** The quick form's fields, named as the API names them (a 422 lands on the same names). */
type QuickValues = {
  name_fr: string;
  name_en: string;
  name_ar: string;
  reference: string;
  /** The select's value: '' for none. */
  category_id: string;
  /** As typed, in DZD (the body carries centimes). */
  price_cents: string;
  on_quote: boolean;
  status: ProductStatus;
};

function valuesOf(p?: Product): QuickValues {
  return {
    name_fr: p?.name_fr ?? '',
    name_en: p?.name_en ?? '',
    name_ar: p?.name_ar ?? '',
    reference: p?.reference ?? '',
    category_id: p?.category ? String(p.category.id) : '',
    price_cents: p?.price_cents != null ? String(p.price_cents / 100) : '',
    on_quote: p?.on_quote ?? false,
    status: p?.status ?? 'draft',
  };
}

/** What the quick form sends: only its own fields (a PATCH leaves the others as they are). */
export function quickBodyOf(v: QuickValues, before?: Product) {
  const text = (s: string) => s.trim() || null;
  const category = v.category_id ? Number(v.category_id) : null;
  const price = v.price_cents.trim();
  return {
    name_fr: text(v.name_fr),
    name_en: text(v.name_en),
    name_ar: text(v.name_ar),
    reference: v.reference.trim(),
    category_id: category,
    // A new category empties the sub-category, which belongs to the old one.
    ...(before && (before.category?.id ?? null) !== category ? { sub_category_id: null } : {}),
    on_quote: v.on_quote,
    price_cents: v.on_quote || price === '' ? null : Math.round(Number(price) * 100),
    status: v.status,
  };
}

/** The contract's own schema over the body the form makes: the server's rules, checked first. */
const quickSchema = z.preprocess((v) => quickBodyOf(v as QuickValues), createProductBodySchema);

function QuickForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const { close } = useDialog('productForm');
  const notify = useNotify();
  const client = useQueryClient();
  const form = useForm<QuickValues>(valuesOf(product));
  const [pending, setPending] = useState(false);
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
  const v = form.values;

  const submit = async () => {
    if (!form.validate(quickSchema)) return;
    setPending(true);
    try {
      const body = quickBodyOf(v, product);
      const saved = product ? await updateProduct(product.id, body) : await createProduct(body);
      client.setQueryData(['my-product', saved.id], saved);
      await client.invalidateQueries({ queryKey: ['my-products'] });
      notify.success(t('catalogue:saved'));
      close();
    } catch (err) {
      form.fail(err);
    } finally {
      setPending(false);
    }
  };

  const text = (k: 'name_fr' | 'name_en' | 'name_ar' | 'reference', label: string) => (
    <FormField label={label} errors={form.error(k)} required={k === 'reference'}>
      <Input
        {...form.input(k)}
        dir={k === 'name_ar' ? 'rtl' : undefined}
        data-testid={`quick.${k}`}
      />
    </FormField>
  );
  return (
    <SubmitForm id="product-quick-form" onSubmit={() => void submit()}>
      <Stack gap="3">
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {text('name_fr', t('catalogue:fields.name_fr'))}
          {text('name_en', t('catalogue:fields.name_en'))}
          {text('name_ar', t('catalogue:fields.name_ar'))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('reference', t('catalogue:reference'))}
          <FormField label={t('catalogue:facets.category')} errors={form.error('category_id')}>
            <select {...form.input('category_id')} data-testid="quick.category">
              <option value="">{t('catalogue:none')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('catalogue:price_dzd')} errors={form.error('price_cents')}>
            <Input
              {...form.input('price_cents')}
              type="number"
              min="0"
              step="0.01"
              disabled={v.on_quote}
              data-testid="quick.price"
            />
          </FormField>
          <FormField label={t('catalogue:status_label')} errors={form.error('status')}>
            <select {...form.input('status')} data-testid="quick.status">
              {productStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`catalogue:status.${s}`)}
                </option>
              ))}
            </select>
          </FormField>
        </SimpleGrid>
        <Checkbox.Root
          checked={v.on_quote}
          onCheckedChange={(e) => form.set('on_quote', e.checked === true)}
        >
          <Checkbox.HiddenInput data-testid="quick.on_quote" />
          <Checkbox.Control />
          <Checkbox.Label>{t('catalogue:on_quote')}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" alignSelf="start" loading={pending} data-testid="quick.save">
          {t('catalogue:save')}
        </Button>
      </Stack>
    </SubmitForm>
  );
}

/** An existing product: the form once the product is loaded. */
function EditForm({ productId }: { productId: string }) {
  const product = useMyProduct(productId);
  if (product.error) return <FormAlert message={product.error.message} />;
  if (!product.data) return <Spinner />;
  return <QuickForm product={product.data} />;
}

/**
 * SPEC §2's product add/edit dialog (its mode defaults to add): the quick edits of the products
 * list (names, reference, category, price or on quote, status); the full pages hold the rest.
 */
export function ProductFormDialog() {
  const { t } = useTranslation();
  const { payload } = useDialog('productForm');
  const editing = payload?.mode === 'edit' && payload.productId ? payload.productId : null;
  return (
    <AppDialog
      name="productForm"
      size="lg"
      title={t(editing ? 'catalogue:quick.edit_title' : 'catalogue:quick.add_title')}
    >
      {editing ? <EditForm key={editing} productId={editing} /> : <QuickForm />}
    </AppDialog>
  );
}
