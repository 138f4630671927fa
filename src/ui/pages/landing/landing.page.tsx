import { Badge, Box, Container, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHealth } from '@/api/health.api';
import { FeatureCards, LandingHero } from '@/ui/components/landing-sections';
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
        <LandingHero
          testId="landing.title"
          title={t('landing.title')}
          subtitle={t('landing.subtitle')}
          primary={{ to: paths.register, label: t('landing.cta_start') }}
          secondary={{ to: paths.manufacturers, label: t('landing.cta_manufacturers') }}
        />
        <FeatureCards
          mt="16"
          items={features.map((f) => ({
            key: f,
            title: t(`landing.features.${f}.title`),
            body: t(`landing.features.${f}.body`),
          }))}
        />
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
