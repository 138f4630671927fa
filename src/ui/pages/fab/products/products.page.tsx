import { useTranslation } from 'react-i18next';
import { LuPackage } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.products.title')}
      emptyTitle={t('shell:pages.products.empty_title')}
      emptyBody={t('shell:pages.products.empty_body')}
      icon={LuPackage}
    />
  );
}
