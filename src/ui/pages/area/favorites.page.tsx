import {
  Badge,
  Heading,
  Input,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';
import { ProductCard } from '@/ui/catalogue/product-card';
import { useFavorites } from '@/ui/catalogue/queries';
import { PageHeader } from '@/ui/components/page-header';

/** /pro/favorites and /fab/favorites: starred products, manufacturers and professionals. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const favs = useFavorites();
  const [q, setQ] = useState('');
  const match = (s: string) => s.toLowerCase().includes(q.trim().toLowerCase());
  const products = favs.data?.products.filter((f) => match(f.product.name)) ?? [];
  const people = (['manufacturers', 'professionals'] as const).map((k) => ({
    k,
    rows:
      favs.data?.[k].filter((f) =>
        match(`${f.person.first_name} ${f.person.last_name} ${f.person.company ?? ''}`),
      ) ?? [],
  }));
  return (
    <Stack gap="6">
      <PageHeader title={t('shell:pages.favorites.title')} />
      <Input
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('catalogue:favorites_search')}
        aria-label={t('catalogue:favorites_search')}
        maxW="sm"
      />
      <Stack>
        <Heading as="h2" size="lg">
          {t('catalogue:favorite_products')}
        </Heading>
        {products.length === 0 && <Text color="fg.muted">{t('catalogue:none_yet')}</Text>}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {products.map((f) => (
            <Stack
              key={f.product.id}
              gap="1"
              data-testid="favorites.product"
              data-name={f.product.name}
            >
              <ProductCard product={f.product} to={paths.libraryProduct(f.product.id)} />
              {!f.available && (
                <Badge alignSelf="start" colorPalette="gray">
                  {t('catalogue:unavailable')}
                </Badge>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      {people.map(({ k, rows }) => (
        <Stack key={k} data-testid={`favorites.${k}`}>
          <Heading as="h2" size="lg">
            {t(`catalogue:favorite_${k}`)}
          </Heading>
          {rows.length === 0 && <Text color="fg.muted">{t('catalogue:none_yet')}</Text>}
          {rows.map((f) => (
            <ChakraLink key={f.person.id} asChild>
              <Link to={paths.directoryUser(f.person.id)}>
                {f.person.company ?? `${f.person.first_name} ${f.person.last_name}`}
              </Link>
            </ChakraLink>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
