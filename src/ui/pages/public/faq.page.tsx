import {
  Box,
  Heading,
  HStack,
  Input,
  InputGroup,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleHelp, LuLink, LuSearch } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'react-router';
import type { PlanAudience } from '@/api/contract/site';
import { EmptyBlock } from '@/ui/components/empty-page';
import { errorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { SelectField } from '@/ui/projects/components/select-field';
import { useFaqs } from '@/ui/site/site.queries';
import { faqAnchor } from '@/ui/site/faq-anchor';

type Audience = '' | PlanAudience;

/**
 * /faq: the questions and answers in the page's language (api/faqs), for one audience or all,
 * searched as one types. Each entry has an anchor of its own (`/faq#faq-<id>`); the URL keeps
 * the search.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const audience = (params.get('audience') ?? '') as Audience;
  const search = useDeferredValue(q.trim());
  const { data, error, isPending } = useFaqs({
    lang: language,
    audience: audience || undefined,
    q: search || undefined,
  });
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };

  // The entries arrive after the first paint: bring the linked one into view then.
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [data, hash]);

  return (
    <>
      <PageHeader title={t('public:faq.title')} subtitle={t('site:faq.subtitle')} />
      <HStack gap="3" mb="6" wrap="wrap" align="end">
        <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: 'sm' }}>
          <Input
            type="search"
            value={q}
            placeholder={t('site:faq.search')}
            aria-label={t('site:faq.search')}
            data-testid="faq.search"
            onChange={(e) => set('q', e.target.value)}
          />
        </InputGroup>
        <SelectField<Audience>
          value={audience}
          onChange={(v) => set('audience', v)}
          width="56"
          label={t('site:faq.audience')}
          testId="faq.audience"
          options={[
            { value: '', label: t('site:faq.audiences.all') },
            { value: 'pro', label: t('site:faq.audiences.pro') },
            { value: 'fab', label: t('site:faq.audiences.fab') },
          ]}
        />
      </HStack>
      {error && <FormAlert message={errorText(t, error)} />}
      {isPending && <Skeleton h="40" />}
      {data && data.length === 0 && (
        <EmptyBlock
          emptyTitle={t(search ? 'site:faq.no_match' : 'public:faq.empty_title')}
          emptyBody={t('public:faq.empty_body')}
          icon={LuCircleHelp}
        />
      )}
      {data && data.length > 0 && (
        <Stack gap="4" aria-live="polite" data-testid="faq.list">
          {data.map((f) => (
            <Box
              as="article"
              key={f.id}
              id={faqAnchor(f.id)}
              p="5"
              borderWidth="1px"
              borderRadius="card"
              bg="bg.panel"
              scrollMarginTop="24"
              data-testid="faq.entry"
            >
              <HStack justify="space-between" align="start" gap="3">
                <Heading as="h2" size="md">
                  {f.question}
                </Heading>
                <Link
                  href={`#${faqAnchor(f.id)}`}
                  aria-label={t('site:faq.link', { question: f.question })}
                  color="fg.muted"
                >
                  <LuLink />
                </Link>
              </HStack>
              <Text mt="2" whiteSpace="pre-line">
                {f.answer}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
