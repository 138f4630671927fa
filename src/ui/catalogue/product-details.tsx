import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileText } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Product } from '@/api/contract/products';
import { paths } from '@/ui/app/paths';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { DownloadProductFileDialog } from './download-product-file.dialog';
import { FavoriteStar } from './favorite-star';
import { PriceText } from './price-text';
import { ProductCard } from './product-card';
import { useCanStar, useLibrary } from './queries';
import { AddToBasket } from '@/ui/orders/add-to-basket';
import { AddContactMessageDialog } from '@/ui/messaging/add-contact-message.dialog';
import { ContactUserButton } from '@/ui/messaging/contact-user-button';

const ProductModel = lazy(() => import('./product-model'));

/** What a professional sees of a product: gallery, 3D object, characteristics, files, maker. */
export function ProductDetails({
  product: p,
  preview = false,
}: {
  product: Product;
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const canDownload = useCanStar() && !preview;
  const user = useCurrentUser();
  const download = useDialog('downloadProductFile');
  const images = p.files.filter((f) => f.kind === 'image');
  const models = p.files.filter((f) => f.viewable);
  const [shown, setShown] = useState(0);
  const [model, setModel] = useState<string | null>(null);
  const open = models.find((m) => m.id === model);
  return (
    <Stack gap="6" data-testid="product.details">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl" data-testid="page.title">
            {p.name}
          </Heading>
          <Text color="fg.muted">
            {[p.reference, p.brand?.name, p.category?.name, p.sub_category?.name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <HStack>
          {p.has_bim && <Badge colorPalette="blue">{t('catalogue:bim')}</Badge>}
          {!preview && <FavoriteStar target={{ kind: 'product', id: p.id }} name={p.name} />}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack>
          {images[shown] && (
            <Image
              src={images[shown].url}
              alt={p.name}
              borderRadius="md"
              maxH="96"
              objectFit="contain"
            />
          )}
          {images.length > 1 && (
            <HStack wrap="wrap">
              {images.map((img, i) => (
                <Button
                  key={img.id}
                  variant="ghost"
                  p="0"
                  h="16"
                  onClick={() => setShown(i)}
                  aria-label={t('catalogue:image_n', { n: i + 1 })}
                >
                  <Image src={img.thumbnail_url ?? img.url} alt="" h="16" />
                </Button>
              ))}
            </HStack>
          )}
        </Stack>
        <Stack gap="3">
          <PriceText product={p} />
          {p.lead_time_days != null && (
            <Text>{t('catalogue:lead_time', { count: p.lead_time_days })}</Text>
          )}
          {p.description && <Text whiteSpace="pre-line">{p.description}</Text>}
          <CardWrapper py="4" px="4" data-testid="product.manufacturer">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{p.manufacturer.company ?? p.manufacturer.name}</Text>
              {!preview && (
                <FavoriteStar
                  target={{ kind: 'manufacturer', id: p.manufacturer.id }}
                  name={p.manufacturer.company ?? p.manufacturer.name}
                />
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {p.manufacturer.wilaya}
            </Text>
            <ChakraLink asChild fontSize="sm">
              <Link to={paths.directoryUser(p.manufacturer.id)}>
                {t('catalogue:manufacturer_page')}
              </Link>
            </ChakraLink>
            {!preview && (
              <Box mt="3">
                <ContactUserButton
                  userId={p.manufacturer.id}
                  name={p.manufacturer.company ?? p.manufacturer.name}
                />
                <AddContactMessageDialog />
              </Box>
            )}
          </CardWrapper>
          {!preview && (
            <Button asChild alignSelf="start">
              <Link to={paths.libraryProductOrder(p.id)}>{t('catalogue:order')}</Link>
            </Button>
          )}
          {!preview && <AddToBasket product={p} />}
        </Stack>
      </SimpleGrid>
      {models.length > 0 && (
        <Stack>
          <Heading as="h2" size="lg">
            {t('catalogue:model_title')}
          </Heading>
          <HStack wrap="wrap">
            {models.map((m) => (
              <Button
                key={m.id}
                variant="outline"
                size="sm"
                onClick={() => setModel(m.id)}
                data-testid="product.view3d"
              >
                {t('catalogue:view_3d', { format: m.format.toUpperCase() })}
              </Button>
            ))}
          </HStack>
          {open && (
            <Suspense fallback={<Box h="80" bg="bg.muted" />}>
              <ProductModel file={open} />
            </Suspense>
          )}
        </Stack>
      )}
      {p.characteristics.length > 0 && (
        <Stack>
          <Heading as="h2" size="lg">
            {t('catalogue:characteristics')}
          </Heading>
          <Table.Root size="sm">
            <Table.Body>
              {p.characteristics.map((c, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>{`${c.value} ${c.unit}`.trim()}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
      <Stack>
        <Heading as="h2" size="lg">
          {t('catalogue:files')}
        </Heading>
        {p.files
          .filter((f) => f.kind !== 'image')
          .map((f) => (
            <HStack key={f.id} justify="space-between" wrap="wrap">
              <HStack>
                <LuFileText aria-hidden />
                <Text>{f.name}</Text>
                <Badge>{f.format.toUpperCase()}</Badge>
              </HStack>
              {canDownload ? (
                <Button
                  size="sm"
                  variant="outline"
                  data-testid="product.download"
                  data-name={f.name}
                  aria-label={t('catalogue:download_file', { name: f.name })}
                  onClick={() => download.open({ fileId: f.id })}
                >
                  <LuDownload /> {t('catalogue:download')}
                </Button>
              ) : preview ? null : (
                <HStack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    {t('catalogue:download_signed_in')}
                  </Text>
                  {!user && (
                    <ChakraLink asChild fontSize="sm">
                      <Link to={paths.login}>{t('catalogue:sign_in_to_download')}</Link>
                    </ChakraLink>
                  )}
                </HStack>
              )}
            </HStack>
          ))}
      </Stack>
      {!preview && <RelatedProducts product={p} />}
      {canDownload && <DownloadProductFileDialog product={p} />}
    </Stack>
  );
}

/** Other published products of the same category (else of the same manufacturer). */
function RelatedProducts({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  const related = useLibrary(
    p.category
      ? { category_id: [p.category.id], per_page: 5 }
      : { manufacturer_id: p.manufacturer.id, per_page: 5 },
  );
  const items = (related.data?.items ?? []).filter((x) => x.id !== p.id).slice(0, 4);
  if (!items.length) return null;
  return (
    <Stack as="section" aria-labelledby="related-title" data-testid="product.related">
      <Heading as="h2" size="lg" id="related-title">
        {t('catalogue:related')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {items.map((x) => (
          <ProductCard key={x.id} product={x} to={paths.libraryProduct(x.id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
