import { useTranslation } from 'react-i18next';
import { LuShoppingCart } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.orders.title')}
      emptyTitle={t('shell:pages.orders.empty_title')}
      emptyBody={t('shell:pages.orders.empty_body')}
      icon={LuShoppingCart}
    />
  );
}
