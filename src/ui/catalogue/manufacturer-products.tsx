import { Heading, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';
import { ProductCard } from './product-card';
import { useLibrary } from './queries';

/** A manufacturer's published products, as the library shows them. */
export function ManufacturerProducts({ manufacturerId }: { manufacturerId: string }) {
  const { t } = useTranslation();
  const products = useLibrary({ manufacturer_id: manufacturerId, sort: 'newest', per_page: 24 });
  const data = products.data;
  return (
    <Stack as="section" aria-labelledby="their-products" data-testid="directory.products">
      <Heading as="h2" size="lg" id="their-products">
        {t('catalogue:their_products')}
      </Heading>
      {!data && <Skeleton h="40" />}
      {data && data.items.length === 0 && (
        <Text color="fg.muted">{t('catalogue:no_products')}</Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {data?.items.map((p) => (
          <ProductCard key={p.id} product={p} to={paths.libraryProduct(p.id)} />
        ))}
      </SimpleGrid>
      {data && data.total > data.items.length && (
        <ChakraLink asChild alignSelf="start">
          <Link to={`${paths.library}?manufacturer_id=${manufacturerId}`}>
            {t('catalogue:results', { count: data.total })}
          </Link>
        </ChakraLink>
      )}
    </Stack>
  );
}
