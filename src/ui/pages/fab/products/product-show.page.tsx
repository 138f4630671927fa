import { Skeleton } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ProductDetails } from '@/ui/catalogue/product-details';
import { useMyProduct } from '@/ui/catalogue/queries';

/** /fab/products/{id}/show: the preview, what a professional will see (3D view included). */
export default function ProductShowPage() {
  const { id = '' } = useParams();
  const product = useMyProduct(id);
  return product.data ? <ProductDetails product={product.data} preview /> : <Skeleton h="96" />;
}
