import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHealth } from '@/api/health.api';
import { paths } from '../../app/paths';

const features = ['projects', 'viewer', 'catalogue'] as const;

/** The professionals' landing (SPEC §2: / and /professionnels). */
export default function LandingPage() {
  const { t } = useTranslation();
  const health = useQuery({ queryKey: ['health'], queryFn: ({ signal }) => getHealth(signal) });
  const status = health.data?.status ?? (health.isError ? 'down' : 'pending');
  return (
    <Box>
      <Container maxW="6xl" px="0" py={{ base: '4', md: '12' }}>
        <Stack gap="6" maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} data-testid="landing.title">
            {t('landing.title')}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {t('landing.subtitle')}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <Link to={paths.register}>{t('landing.cta_start')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.manufacturers}>{t('landing.cta_manufacturers')}</Link>
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="16">
          {features.map((f) => (
            <Box key={f} borderWidth="1px" borderRadius="card" px="8" py="12" bg="bg.panel">
              <Heading as="h2" size="lg" mb="2">
                {t(`landing.features.${f}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`landing.features.${f}.body`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <HStack mt="12" gap="2" data-testid="landing.health" data-status={status}>
          <Text fontSize="sm" color="fg.muted">
            {t('landing.platform_status')}
          </Text>
          <Badge colorPalette={status === 'ok' ? 'green' : status === 'pending' ? 'gray' : 'red'}>
            {t(`landing.status.${status}`)}
          </Badge>
        </HStack>
      </Container>
    </Box>
  );
}
