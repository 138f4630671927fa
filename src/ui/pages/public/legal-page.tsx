import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/ui/i18n/language';

type Section = { title: string; body: string };

/** When the terms and the privacy policy last changed (shown on both pages). */
const UPDATED = '2026-11-01';

/** A legal page (terms, privacy) from `public:legal.{doc}`: its title, date, intro and sections. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('public');
  const { locale } = useLanguage();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Section[];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(UPDATED));
  return (
    <Stack as="article" gap="5" maxW="3xl" data-testid={`legal.${doc}`}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(`legal.${doc}.title`)}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('legal.updated', { date })}
        </Text>
      </Stack>
      <Text>{t(`legal.${doc}.intro`)}</Text>
      {sections.map((s) => (
        <Stack as="section" gap="1" key={s.title}>
          <Heading as="h2" size="md">
            {s.title}
          </Heading>
          <Text>{s.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
