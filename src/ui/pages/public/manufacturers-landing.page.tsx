import { useTranslation } from 'react-i18next';
import { paths } from '@/ui/app/paths';
import { AudienceLanding } from '@/ui/site/audience-landing';

const features = ['catalogue', 'bim', 'orders'] as const;

/** /fabricants: the manufacturers' landing. */
export default function ManufacturersLandingPage() {
  const { t } = useTranslation();
  return (
    <AudienceLanding
      audience="fab"
      copy={{
        testId: 'manufacturers.title',
        title: t('public:manufacturers.title'),
        subtitle: t('public:manufacturers.subtitle'),
        primary: {
          to: `${paths.register}?type=MANUFACTURER`,
          label: t('public:manufacturers.cta'),
        },
        secondary: { to: paths.library, label: t('public:manufacturers.cta_library') },
        features: features.map((f) => ({
          key: f,
          title: t(`public:manufacturers.features.${f}.title`),
          body: t(`public:manufacturers.features.${f}.body`),
        })),
      }}
    />
  );
}
