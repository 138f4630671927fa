import { useTranslation } from 'react-i18next';
import { LuPackage } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function LibraryProductPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:library_product.title')}
      emptyTitle={t('public:library_product.empty_title')}
      emptyBody={t('public:library_product.empty_body')}
      icon={LuPackage}
    />
  );
}
