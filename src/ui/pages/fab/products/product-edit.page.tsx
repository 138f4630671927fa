import { Button, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { ProductEditor } from '@/ui/catalogue/product-editor';
import { useMyProduct } from '@/ui/catalogue/queries';
import { PageHeader } from '@/ui/components/page-header';

/** /fab/products/{id}/edit: every field, and the files. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useMyProduct(id);
  return (
    <>
      <PageHeader
        title={product.data?.name ?? t('catalogue:edit_product')}
        actions={
          <Button asChild variant="outline" data-testid="product.preview">
            <Link to={paths.fab.productShow(id)}>{t('catalogue:preview')}</Link>
          </Button>
        }
      />
      {product.data ? (
        <ProductEditor key={product.data.id} product={product.data} />
      ) : (
        <Skeleton h="96" />
      )}
    </>
  );
}
