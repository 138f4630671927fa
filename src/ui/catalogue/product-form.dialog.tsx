import { Button, Checkbox, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProduct, updateProduct } from '@/api/catalogue.api';
import { productStatuses, type Product } from '@/api/contract/products';
import { getCategories } from '@/api/reference.api';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';
import { quickBodyOf, quickSchema, valuesOf, type QuickValues } from './product-quick';
import { useMyProduct } from './queries';

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
    <FormField
      label={label}
      errors={form.error(k)}
      required={k === 'reference'}
      testId={`quick.field.${k}`}
    >
      <Input
        {...form.input(k)}
        dir={k === 'name_ar' ? 'rtl' : undefined}
        data-testid={`quick.${k}`}
      />
    </FormField>
  );
  return (
    // The contract's schema checks it (its messages on the fields), not the browser's bubbles.
    <form
      id="product-quick-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
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
            <select
              {...form.input('category_id')}
              aria-label={t('catalogue:facets.category')}
              data-testid="quick.category"
            >
              <option value="">{t('catalogue:none')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t('catalogue:price_dzd')}
            errors={form.error('price_cents')}
            testId="quick.field.price_cents"
          >
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
            <select
              {...form.input('status')}
              aria-label={t('catalogue:status_label')}
              data-testid="quick.status"
            >
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
    </form>
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
