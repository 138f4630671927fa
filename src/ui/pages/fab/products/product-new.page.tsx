import { useTranslation } from 'react-i18next';
import { ProductEditor } from '@/ui/catalogue/product-editor';
import { PageHeader } from '@/ui/components/page-header';

/** /fab/products/new: a new product (saved as a draft unless published at once). */
export default function ProductNewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('catalogue:new_product')} />
      <ProductEditor />
    </>
  );
}
