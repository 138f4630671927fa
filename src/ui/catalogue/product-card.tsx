import { Badge, Box, Card, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBox, LuPackage } from 'react-icons/lu';
import { Link } from 'react-router';
import type { ProductCard as Card_ } from '@/api/contract/products';
import { FavoriteStar } from './favorite-star';
import { PriceText } from './price-text';

/** A product as a card: cover, name (the link), brand, BIM badge, price, star. */
export function ProductCard({ product: p, to }: { product: Card_; to: string }) {
  const { t } = useTranslation();
  return (
    <Card.Root overflow="hidden" data-testid="product.card" data-name={p.name}>
      <Box h="36" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {p.cover_url ? (
          <Image src={p.cover_url} alt="" h="full" w="full" objectFit="cover" loading="lazy" />
        ) : (
          <LuPackage size="40" aria-hidden color="#1890FF" />
        )}
      </Box>
      <Card.Body gap="1" p="3">
        <HStack justify="space-between" align="start">
          <ChakraLink asChild fontWeight="semibold">
            <Link to={to}>{p.name}</Link>
          </ChakraLink>
          <FavoriteStar target={{ kind: 'product', id: p.id }} name={p.name} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[p.brand?.name, p.manufacturer.company].filter(Boolean).join(' · ')}
        </Text>
        <HStack gap="2" wrap="wrap">
          {p.has_bim && (
            <Badge colorPalette="blue" data-testid="product.bim">
              <LuBox aria-hidden /> {t('catalogue:bim')}
            </Badge>
          )}
          <PriceText product={p} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
