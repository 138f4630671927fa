import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/ui/app/paths';
import { FeatureCards, LandingHero } from '@/ui/components/landing-sections';

const features = ['catalogue', 'bim', 'orders'] as const;

/** /fabricants: the manufacturers' landing. */
export default function ManufacturersLandingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="16" py={{ base: '4', md: '12' }}>
      <LandingHero
        testId="manufacturers.title"
        title={t('public:manufacturers.title')}
        subtitle={t('public:manufacturers.subtitle')}
        primary={{ to: paths.register, label: t('public:manufacturers.cta') }}
        secondary={{ to: paths.library, label: t('public:manufacturers.cta_library') }}
      />
      <FeatureCards
        items={features.map((f) => ({
          key: f,
          title: t(`public:manufacturers.features.${f}.title`),
          body: t(`public:manufacturers.features.${f}.body`),
        }))}
      />
    </Stack>
  );
}
