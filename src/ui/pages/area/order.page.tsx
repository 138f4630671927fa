import { useTranslation } from 'react-i18next';
import { LuShoppingCart } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function OrderPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.order.title')}
      emptyTitle={t('shell:pages.order.empty_title')}
      emptyBody={t('shell:pages.order.empty_body')}
      icon={LuShoppingCart}
    />
  );
}
