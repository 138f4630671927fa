import {
  Box,
  Button,
  Heading,
  Input,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '@/api/contract/orders';
import type { Product } from '@/api/contract/products';
import { placeOrder } from '@/api/orders.api';
import { paths } from '@/ui/app/paths';
import { PriceText } from '@/ui/catalogue/price-text';
import { useLibraryProduct } from '@/ui/catalogue/queries';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { useErrorText } from '@/ui/components/error-text';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';
import { DeliveryFields, deliveryBodyOf } from '@/ui/orders/delivery-fields';
import { useMoney } from '@/ui/orders/order-parts';
import { areaOf } from '@/ui/session/area';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { LimitHint } from '@/ui/site/plan-usage';

/**
 * library/product/{id}/order: a professional orders a published product (quantity in its unit,
 * project, delivery address, wished date, message); the spec's "order sent" dialog follows.
 */
export default function LibraryProductOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useLibraryProduct(id);
  const user = useCurrentUser();
  const errorText = useErrorText();
  let body;
  if (product.error) body = <FormAlert message={errorText(product.error)} />;
  else if (!product.data) body = <Skeleton h="96" />;
  else if (!user)
    body = (
      <Stack gap="3">
        <Text>{t('orders:form.sign_in')}</Text>
        <Button asChild alignSelf="start">
          <Link to={paths.login}>{t('orders:form.sign_in_action')}</Link>
        </Button>
      </Stack>
    );
  else if (areaOf(user) !== 'pro') body = <Text>{t('orders:form.pro_only')}</Text>;
  else body = <OrderForm product={product.data} />;
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="3xl">
      <Heading as="h1" size="2xl" mb="4" data-testid="page.title">
        {product.data
          ? t('orders:form.title', { name: product.data.name })
          : t('orders:form.title_plain')}
      </Heading>
      {body}
    </Box>
  );
}

function OrderForm({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const sentDialog = useDialog('productOrderSent');
  const [placed, setPlaced] = useState<Order | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    quantity: '1',
    project_id: '',
    wilaya_id: '',
    commune: '',
    address: '',
    wished_date: '',
    message: '',
  });
  const v = form.values;
  const quantity = Number(v.quantity.replace(',', '.'));
  const estimate =
    p.price_cents != null && !p.on_quote && quantity > 0
      ? Math.round(quantity * p.price_cents)
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(quantity > 0)) {
      form.setErrors({ quantity: [t('orders:form.quantity_positive')] });
      return;
    }
    setPending(true);
    try {
      const order = await placeOrder({
        lines: [{ product_id: p.id, quantity }],
        ...deliveryBodyOf(v),
      });
      setPlaced(order);
      await client.invalidateQueries({ queryKey: ['orders'] });
      sentDialog.open();
    } catch (err) {
      form.fail(err);
    } finally {
      setPending(false);
    }
  };
  const errs = (name: string) => form.errors[name] ?? form.errors[`lines.0.${name}`];
  return (
    <Stack gap="5">
      <CardWrapper py="4" px="4">
        <Text fontWeight="semibold">{p.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {p.reference} · {p.manufacturer.company ?? p.manufacturer.name}
        </Text>
        <PriceText product={p} />
      </CardWrapper>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField
            label={t('orders:form.quantity', { unit: t(`catalogue:units.${p.unit}`) })}
            errors={errs('quantity')}
            required
          >
            <Input
              {...form.input('quantity')}
              inputMode="decimal"
              data-testid="order-form.quantity"
            />
          </FormField>
          <Text data-testid="order-form.estimate">
            {t('orders:form.estimate', { total: money(estimate, p.currency) })}
          </Text>
          <DeliveryFields form={form} errors={errs} />
          <Button type="submit" alignSelf="start" loading={pending} data-testid="order-form.submit">
            {t('orders:form.submit')}
          </Button>
          <LimitHint kind="orders_per_month" />
        </Stack>
      </form>
      <AppDialog
        name="productOrderSent"
        title={t('orders:form.sent_title')}
        footer={
          placed && (
            <Button asChild onClick={sentDialog.close}>
              <Link to={paths.pro.order(placed.id)} data-testid="order-form.open-order">
                {t('orders:form.open_order')}
              </Link>
            </Button>
          )
        }
      >
        {placed && (
          <Text>
            {t('orders:form.sent_body', {
              number: placed.number,
              manufacturer: placed.manufacturer.company ?? placed.manufacturer.name,
            })}
          </Text>
        )}
        <ChakraLink asChild mt="2" display="inline-block">
          <Link to={paths.library} onClick={sentDialog.close}>
            {t('orders:form.back_to_library')}
          </Link>
        </ChakraLink>
      </AppDialog>
    </Stack>
  );
}
