import {
  Button,
  Heading,
  HStack,
  IconButton,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { basketGroups, basketLineKey, type BasketItem } from '@/machines/basket.machine';
import { paths } from '@/ui/app/paths';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { apiErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';
import { useForm } from '@/ui/forms/use-form';
import { useBasket } from '@/ui/orders/basket';
import { DeliveryFields, deliveryBodyOf } from '@/ui/orders/delivery-fields';
import { useMoney } from '@/ui/orders/order-parts';
import { useTakeoffProject } from '@/ui/orders/takeoff-project';
import { LimitHint } from '@/ui/site/plan-usage';

/**
 * /pro/basket: the products gathered from the library, grouped per manufacturer as their orders
 * will be, quantities editable; one delivery for all; sent as one order per manufacturer.
 */
export default function BasketPage() {
  const { t } = useTranslation();
  const basket = useBasket()!;
  const items = useSelector(basket, (s) => s.context.items);
  const sending = useSelector(basket, (s) => s.matches('sending'));
  const error = useSelector(basket, (s) => s.context.error);
  const money = useMoney();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm({
    project_id: '',
    wilaya_id: '',
    commune: '',
    address: '',
    wished_date: '',
    message: '',
  });
  const { setErrors } = form;
  useTakeoffProject(items, form.values.project_id, (id) => form.set('project_id', id));
  useEffect(() => {
    const sub = basket.on('basket.sent', ({ orders }) => {
      notify.success(t('orders:basket.sent', { count: orders.length }));
      void client.invalidateQueries({ queryKey: ['orders'] });
      void navigate(paths.pro.orders);
    });
    return () => sub.unsubscribe();
  }, [basket, notify, t, client, navigate]);
  // The server's 422 on delivery fields goes under them; on a line, beside that line.
  useEffect(() => {
    if (error?.kind === 'validation')
      setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.messages])));
  }, [error, setErrors]);
  const lineError = (item: BasketItem) => {
    if (error?.kind !== 'validation') return undefined;
    const i = items.indexOf(item);
    return error.fields.find((f) => f.field.startsWith(`lines.${i}.`))?.messages[0];
  };
  const groups = basketGroups(items);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    basket.send({ type: 'basket.send', delivery: deliveryBodyOf(form.values) });
  };
  const invalid = items.some((i) => !(i.quantity > 0));

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title={t('orders:basket.title')} subtitle={t('orders:basket.subtitle')} />
      {items.length === 0 ? (
        <CardWrapper py="6" px="4" data-testid="basket.empty">
          <Text mb="3">{t('orders:basket.empty')}</Text>
          <Button asChild alignSelf="start" variant="outline">
            <Link to={paths.library}>{t('orders:basket.browse')}</Link>
          </Button>
        </CardWrapper>
      ) : (
        <>
          {groups.map((g) => (
            <CardWrapper
              key={`${g.manufacturer.id}:${g.currency}`}
              py="4"
              px="4"
              data-testid="basket.group"
              data-manufacturer={g.manufacturer.name}
            >
              <Heading as="h2" size="md" mb="3">
                {t('orders:basket.group', { name: g.manufacturer.name })}
              </Heading>
              <Stack gap="3">
                {g.items.map((item) => (
                  <BasketLine
                    key={basketLineKey(item)}
                    item={item}
                    error={lineError(item)}
                    disabled={sending}
                    onQuantity={(quantity) =>
                      basket.send({ type: 'basket.quantity', key: basketLineKey(item), quantity })
                    }
                    onRemove={() =>
                      basket.send({ type: 'basket.remove', key: basketLineKey(item) })
                    }
                  />
                ))}
              </Stack>
              <Text mt="3" fontWeight="semibold" textAlign="end" data-testid="basket.group.total">
                {t('orders:basket.group_total', { total: money(g.total_cents, g.currency) })}
              </Text>
            </CardWrapper>
          ))}
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {t('orders:basket.delivery')}
              </Heading>
              <FormAlert
                message={
                  error
                    ? error.kind === 'validation'
                      ? error.message
                      : apiErrorText(t, error)
                    : null
                }
              />
              <DeliveryFields form={form} errors={(name) => form.errors[name]} />
              <HStack wrap="wrap">
                <Button
                  type="submit"
                  loading={sending}
                  disabled={invalid}
                  data-testid="basket.send"
                >
                  {t('orders:basket.send', { count: groups.length })}
                </Button>
                <ChakraLink asChild>
                  <Link to={paths.library}>{t('orders:basket.continue')}</Link>
                </ChakraLink>
              </HStack>
              <LimitHint kind="orders_per_month" />
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}

function BasketLine({
  item,
  error,
  disabled,
  onQuantity,
  onRemove,
}: {
  item: BasketItem;
  error: string | undefined;
  disabled: boolean;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = `basket-qty-${basketLineKey(item)}`;
  const total = item.price_cents == null ? null : Math.round(item.quantity * item.price_cents);
  return (
    <Stack
      gap="1"
      borderBottomWidth="1px"
      pb="3"
      data-testid="basket.line"
      data-name={item.name}
      data-product={item.product_id}
    >
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="0" minW="0" flex="1">
          <ChakraLink asChild fontWeight="semibold">
            <Link to={paths.libraryProduct(item.product_id)}>{item.name}</Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted">
            {item.reference} · {money(item.price_cents, item.currency)}
          </Text>
          {item.source && (
            <Text fontSize="xs" color="fg.muted" data-testid="basket.line.source">
              {t('orders:takeoff.basket_source', {
                group: item.source.group.name ?? item.source.group.ifc_class,
                count: item.source.global_ids.length,
                measured: item.source.measured,
                unit: t(`orders:takeoff.kinds.${item.source.quantity_kind}`),
                waste: item.source.waste_percent,
              })}
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          <label htmlFor={id}>
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('orders:basket.quantity', { unit: t(`catalogue:units.${item.unit}`) })}
            </Text>
          </label>
          <Input
            id={id}
            w="24"
            inputMode="decimal"
            defaultValue={String(item.quantity)}
            disabled={disabled}
            aria-invalid={!(item.quantity > 0) || undefined}
            data-testid="basket.quantity"
            onChange={(e) => onQuantity(Number(e.target.value.replace(',', '.')))}
          />
          <Text minW="24" textAlign="end" data-testid="basket.line.total">
            {money(total, item.currency)}
          </Text>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('orders:basket.remove', { name: item.name })}
            disabled={disabled}
            onClick={onRemove}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </HStack>
      {!(item.quantity > 0) && (
        <Text color="fg.error" fontSize="sm">
          {t('orders:form.quantity_positive')}
        </Text>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" data-testid="basket.line.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
