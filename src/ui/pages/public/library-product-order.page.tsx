import { useTranslation } from 'react-i18next';
import { LuShoppingCart } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function LibraryProductOrderPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:library_product_order.title')}
      emptyTitle={t('public:library_product_order.empty_title')}
      emptyBody={t('public:library_product_order.empty_body')}
      icon={LuShoppingCart}
    />
  );
}
