import {
  Box,
  HStack,
  Input,
  InputGroup,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch, LuUsers } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { FavoriteStar } from '@/ui/catalogue/favorite-star';
import { EmptyBlock } from '@/ui/components/empty-page';
import { errorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { Pager } from '@/ui/components/pager';
import { ProfileCard } from '@/ui/directory/profile-card';
import { useDirectory } from '@/ui/directory/directory.queries';
import { FormAlert } from '@/ui/forms/form-alert';
import { useReference } from '@/ui/pages/account/onboarding/use-reference';
import { SelectField } from '@/ui/projects/components/select-field';

type Variant = '' | 'professional' | 'manufacturer';

/**
 * /annuaire: the listed professionals and manufacturers, searched by name, company or
 * presentation and filtered by kind and wilaya. The URL holds the whole search (shareable; the
 * back button returns to the previous one). Guests may browse it.
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const variant = (params.get('variant') ?? '') as Variant;
  const wilaya = params.get('wilaya') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDeferredValue(q.trim());
  const wilayas = useReference('wilayas');
  const { data, error, isPending } = useDirectory({
    q: search || undefined,
    variant: variant || undefined,
    wilaya_id: wilaya ? Number(wilaya) : undefined,
    page,
  });
  const set = (patch: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ page: '', ...patch }))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace });
  };

  return (
    <>
      <PageHeader title={t('public:directory.title')} subtitle={t('public:directory.subtitle')} />
      <HStack gap="3" mb="5" wrap="wrap" align="end">
        <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: 'sm' }}>
          <Input
            type="search"
            value={q}
            placeholder={t('public:directory.search')}
            aria-label={t('public:directory.search')}
            data-testid="directory.search"
            onChange={(e) => set({ q: e.target.value }, true)}
          />
        </InputGroup>
        <SelectField<Variant>
          value={variant}
          onChange={(v) => set({ variant: v })}
          width="48"
          label={t('public:directory.kind')}
          options={[
            { value: '', label: t('public:directory.kinds.all') },
            { value: 'professional', label: t('public:directory.kinds.professional') },
            { value: 'manufacturer', label: t('public:directory.kinds.manufacturer') },
          ]}
        />
        <SelectField
          value={wilaya}
          onChange={(v) => set({ wilaya: v })}
          width="56"
          label={t('public:profile.fields.wilaya')}
          options={[
            { value: '', label: t('public:directory.all_wilayas') },
            ...(wilayas.data ?? []),
          ]}
        />
      </HStack>
      {error && <FormAlert message={errorText(t, error)} />}
      {isPending && <Skeleton h="40" />}
      {data && data.data.length === 0 && (
        <EmptyBlock
          emptyTitle={t(
            search || variant || wilaya
              ? 'public:directory.no_match'
              : 'public:directory.empty_title',
          )}
          emptyBody={t('public:directory.empty_body')}
          icon={LuUsers}
        />
      )}
      {data && data.data.length > 0 && (
        <>
          <Text color="fg.muted" mb="3" aria-live="polite" data-testid="directory.total">
            {t('public:directory.total', { count: data.meta.total })}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" data-testid="directory.grid">
            {data.data.map((p) => (
              <LinkBox key={p.id} h="full">
                <ProfileCard
                  profile={p}
                  compact
                  actions={
                    // Above the card's link overlay, so the star takes its own clicks.
                    <Box position="relative" zIndex="1">
                      <FavoriteStar
                        target={{ kind: p.variant, id: p.id }}
                        name={
                          p.variant === 'manufacturer' && p.company
                            ? p.company
                            : `${p.first_name} ${p.last_name}`
                        }
                      />
                    </Box>
                  }
                  title={
                    <LinkOverlay asChild>
                      <Link to={paths.directoryUser(p.id)}>
                        {p.variant === 'manufacturer' && p.company
                          ? p.company
                          : `${p.first_name} ${p.last_name}`}
                      </Link>
                    </LinkOverlay>
                  }
                />
              </LinkBox>
            ))}
          </SimpleGrid>
        </>
      )}
      {data && (
        <Pager
          page={page}
          last={data.meta.last_page}
          label={t('public:directory.page_of', { page, last: data.meta.last_page })}
          onPage={(n) => set({ page: String(n) })}
        />
      )}
    </>
  );
}
