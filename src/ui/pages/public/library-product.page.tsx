import { Box, Skeleton } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ProductDetails } from '@/ui/catalogue/product-details';
import { useLibraryProduct } from '@/ui/catalogue/queries';
import { FormAlert } from '@/ui/forms/form-alert';
import { useErrorText } from '@/ui/components/error-text';

/** library/product/{id}/details: a published product as every visitor sees it. */
export default function LibraryProductPage() {
  const { id = '' } = useParams();
  const product = useLibraryProduct(id);
  const errorText = useErrorText();
  return (
    <Box px={{ base: '4', md: '8' }} py="6">
      {product.error ? (
        <FormAlert message={errorText(product.error)} />
      ) : product.data ? (
        <ProductDetails product={product.data} />
      ) : (
        <Skeleton h="96" />
      )}
    </Box>
  );
}
