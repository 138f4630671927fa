import {
  Box,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchLibrary } from '@/api/catalogue.api';
import type { PlanAudience } from '@/api/contract/site';
import { paths } from '@/ui/app/paths';
import { ProductCard } from '@/ui/catalogue/product-card';
import { FeatureCards, LandingHero } from '@/ui/components/landing-sections';
import { useLanguage } from '@/ui/i18n/language';
import { faqAnchor } from './faq-anchor';
import { PlanCard } from './plan-card';
import { useFaqs, usePlans } from './site.queries';

/** Figures are shown once the library is worth showing, each once it is more than a handful. */
const FIGURES_FROM = 10;
const FIGURE_FROM = 3;

const steps = ['one', 'two', 'three'] as const;

type Copy = {
  title: string;
  subtitle: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  features: { key: string; title: string; body: string }[];
  testId: string;
};

/**
 * A landing page for one audience (/ and /professionnels, /fabricants): what Ouvrage does for
 * them, the real library's figures and BIM products, how it works in three steps, what they
 * get, their plans, the questions they ask, and the way in.
 */
export function AudienceLanding({ audience, copy }: { audience: PlanAudience; copy: Copy }) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const showcase = useQuery({
    queryKey: ['landing', 'showcase'],
    queryFn: ({ signal }) =>
      searchLibrary({ has_bim: 'true', sort: 'newest', per_page: 4 }, signal),
  });
  const all = useQuery({
    queryKey: ['landing', 'figures'],
    queryFn: ({ signal }) => searchLibrary({ per_page: 1 }, signal),
  });
  const plans = usePlans();
  const faqs = useFaqs({ audience, lang: language });
  const mine = (plans.data ?? []).filter((p) => p.audience === audience).slice(0, 3);
  const questions = (faqs.data ?? []).slice(0, 3);
  const figures =
    all.data && all.data.total >= FIGURES_FROM
      ? [
          { key: 'products', value: all.data.total },
          { key: 'manufacturers', value: all.data.facets.manufacturer.length },
          { key: 'bim', value: showcase.data?.total ?? 0 },
        ].filter((f) => f.value >= FIGURE_FROM)
      : null;
  const number = new Intl.NumberFormat(locale);

  return (
    <Stack gap={{ base: '12', md: '20' }} py={{ base: '4', md: '12' }}>
      <LandingHero
        testId={copy.testId}
        title={copy.title}
        subtitle={copy.subtitle}
        primary={copy.primary}
        secondary={copy.secondary}
      />

      {figures && (
        <SimpleGrid columns={{ base: 1, sm: figures.length }} gap="4" data-testid="landing.figures">
          {figures.map((f) => (
            <Box key={f.key} borderWidth="1px" borderRadius="card" p="6" bg="bg.panel">
              <Text fontSize="3xl" fontWeight="bold" color="brand.700">
                {number.format(f.value)}
              </Text>
              <Text color="fg.muted">{t(`site:landing.figures.${f.key}`, { count: f.value })}</Text>
            </Box>
          ))}
        </SimpleGrid>
      )}

      {(showcase.data?.items.length ?? 0) > 0 && (
        <Stack gap="4" as="section" aria-labelledby="landing-products">
          <SectionHeading
            id="landing-products"
            title={t(`site:landing.${audience}.products_title`)}
            to={paths.library}
            link={t('site:landing.library_link')}
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="landing.products">
            {showcase.data!.items.map((p) => (
              <ProductCard key={p.id} product={p} to={paths.libraryProduct(p.id)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Stack gap="6" as="section" aria-labelledby="landing-steps">
        <Heading as="h2" size="2xl" id="landing-steps">
          {t('site:landing.how_title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" data-testid="landing.steps">
          {steps.map((s, i) => (
            <HStack key={s} align="start" gap="4">
              <Box
                flexShrink={0}
                w="10"
                h="10"
                borderRadius="full"
                bg="brand.700"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                aria-hidden
              >
                {number.format(i + 1)}
              </Box>
              <Stack gap="1">
                <Heading as="h3" size="md">
                  {t(`site:landing.${audience}.steps.${s}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`site:landing.${audience}.steps.${s}.body`)}</Text>
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      </Stack>

      <FeatureCards items={copy.features} />

      {mine.length > 0 && (
        <Stack gap="4" as="section" aria-labelledby="landing-plans">
          <SectionHeading
            id="landing-plans"
            title={t(`site:landing.${audience}.plans_title`)}
            to={paths.plans}
            link={t('site:landing.plans_link')}
          />
          <SimpleGrid columns={{ base: 1, md: mine.length }} gap="4" data-testid="landing.plans">
            {mine.map((p) => (
              <PlanCard key={p.id} plan={p} period="monthly" />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {questions.length > 0 && (
        <Stack gap="4" as="section" aria-labelledby="landing-faq">
          <Heading as="h2" size="2xl" id="landing-faq">
            {t('site:landing.faq_title')}
          </Heading>
          <Stack gap="3" data-testid="landing.faq">
            {questions.map((f) => (
              <Box key={f.id} borderWidth="1px" borderRadius="card" p="4" bg="bg.panel">
                <ChakraLink asChild fontWeight="semibold">
                  <Link to={`${paths.faq}#${faqAnchor(f.id)}`}>{f.question}</Link>
                </ChakraLink>
                <Text color="fg.muted" lineClamp={2}>
                  {f.answer}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}

      <Stack
        gap="4"
        align="start"
        borderRadius="card"
        p={{ base: '6', md: '10' }}
        bg="brand.700"
        color="white"
      >
        <Heading as="h2" size="2xl">
          {t(`site:landing.${audience}.final_title`)}
        </Heading>
        <Text>{t(`site:landing.${audience}.final_body`)}</Text>
        <Button asChild variant="solid" bg="white" color="brand.800" size="lg">
          <Link to={copy.primary.to}>{copy.primary.label}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}

/** A landing section's title, with the link to the page that has all of it. */
function SectionHeading(p: { id: string; title: string; to: string; link: string }) {
  return (
    <HStack justify="space-between" wrap="wrap">
      <Heading as="h2" size="2xl" id={p.id}>
        {p.title}
      </Heading>
      <ChakraLink asChild>
        <Link to={p.to}>{p.link}</Link>
      </ChakraLink>
    </HStack>
  );
}
