import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileDown } from 'react-icons/lu';
import type { Order } from '@/api/contract/orders';

/** The order as a PDF document in the reader's language (either party). */
export function OrderPdfButton({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Button asChild variant="outline" data-testid="order.pdf">
      <a href={`/api/orders/${order.id}/pdf?lang=${i18n.resolvedLanguage ?? 'fr'}`} download>
        <LuFileDown aria-hidden /> {t('pdf')}
      </a>
    </Button>
  );
}
