import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@/api/contract/products';
import { useLanguage } from '@/ui/i18n/language';

/** « 950,00 DZD / pièce », or « Sur devis ». */
export function PriceText({ product: p }: { product: ProductCard }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (p.on_quote || p.price_cents == null)
    return <Text fontSize="sm">{t('catalogue:on_quote')}</Text>;
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: p.currency }).format(
    p.price_cents / 100,
  );
  return (
    <Text fontSize="sm" fontWeight="medium">
      {t('catalogue:price_per', { price, unit: t(`catalogue:units.${p.unit}`) })}
    </Text>
  );
}
