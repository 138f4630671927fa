import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';

const features = ['catalogue', 'bim', 'orders'] as const;

/** /fabricants: the manufacturers' landing. */
export default function ManufacturersLandingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="16" py={{ base: '4', md: '12' }}>
      <Stack gap="6" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} data-testid="manufacturers.title">
          {t('public:manufacturers.title')}
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          {t('public:manufacturers.subtitle')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <Link to={paths.register}>{t('public:manufacturers.cta')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.library}>{t('public:manufacturers.cta_library')}</Link>
          </Button>
        </HStack>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {features.map((f) => (
          <Box key={f} borderWidth="1px" borderRadius="card" px="8" py="12" bg="bg.panel">
            <Heading as="h2" size="lg" mb="2">
              {t(`public:manufacturers.features.${f}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`public:manufacturers.features.${f}.body`)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
