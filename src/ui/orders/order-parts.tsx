import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '@/api/contract/orders';
import { useLanguage } from '@/ui/i18n/language';

const palette: Record<OrderState, string> = {
  draft: 'gray',
  sent: 'blue',
  in_treatment: 'purple',
  accepted: 'green',
  refused: 'red',
  shipped: 'orange',
  delivered: 'teal',
  cancelled: 'gray',
};

/** An order's state as a coloured badge. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={palette[state]} data-testid="order.state" data-state={state}>
      {t(`orders:states.${state}`)}
    </Badge>
  );
}

/** Formats minor units (centimes) in a currency, or « on quote » when unknown. */
export function useMoney() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (cents: number | null, currency: string) =>
    cents == null
      ? t('orders:on_quote')
      : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A date (YYYY-MM-DD or ISO) in the reader's language. */
export function useDateText() {
  const { locale } = useLanguage();
  return (value: string | null, withTime = false) =>
    value
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          ...(withTime ? { timeStyle: 'short' } : {}),
          ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
        }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
      : '—';
}
