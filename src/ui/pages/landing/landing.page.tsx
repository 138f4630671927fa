import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { AudienceLanding } from '@/ui/site/audience-landing';

const features = ['projects', 'viewer', 'catalogue'] as const;

/** The professionals' landing (SPEC §2: / and /professionnels). */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" px="0">
      <AudienceLanding
        audience="pro"
        copy={{
          testId: 'landing.title',
          title: t('landing.title'),
          subtitle: t('landing.subtitle'),
          primary: { to: paths.register, label: t('landing.cta_start') },
          secondary: { to: paths.manufacturers, label: t('landing.cta_manufacturers') },
          features: features.map((f) => ({
            key: f,
            title: t(`landing.features.${f}.title`),
            body: t(`landing.features.${f}.body`),
          })),
        }}
      />
    </Container>
  );
}
