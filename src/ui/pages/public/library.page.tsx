import {
  Button,
  Checkbox,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { librarySearchMachine } from '@/machines/library-search.machine';
import { paths } from '@/ui/app/paths';
import { ProductCard } from '@/ui/catalogue/product-card';
import { apiErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';

const facetKeys = ['category', 'sub_category', 'brand', 'wilaya', 'has_bim', 'format'] as const;
const param = (k: (typeof facetKeys)[number]) =>
  k === 'has_bim' || k === 'format' ? k : `${k}_id`;

/**
 * /library: the search runs in `librarySearchMachine` (debounced typing, suggestions); the whole
 * search lives in the URL (shareable, the back button works).
 */
export default function LibraryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useActorRef(librarySearchMachine);
  const text = useSelector(search, (s) => s.context.text);
  const current = new URLSearchParams(useSelector(search, (s) => s.context.params));
  const data = useSelector(search, (s) => s.context.result);
  const error = useSelector(search, (s) => s.context.error);
  const suggestions = useSelector(search, (s) => s.context.suggestions);
  const busy = useSelector(search, (s) => s.matches('searching') || s.matches('debouncing'));

  // The machine writes the URL after each change the user makes…
  useEffect(() => {
    const sub = search.on('search.url', (e) =>
      setParams(new URLSearchParams(e.params), { replace: e.replace }),
    );
    return () => sub.unsubscribe();
  }, [search, setParams]);
  // …and reads it on arrival and whenever it changes from outside (back, forward, a link).
  const url = params.toString();
  useEffect(() => search.send({ type: 'search.sync', params: url }), [search, url]);

  const sort = current.get('sort') ?? 'relevance';
  return (
    <Stack gap="4" px={{ base: '4', md: '8' }} py="6">
      <PageHeader title={t('catalogue:library_title')} subtitle={t('catalogue:library_subtitle')} />
      <HStack
        as="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search.send({ type: 'search.submit' });
        }}
        wrap="wrap"
      >
        <Input
          type="search"
          value={text}
          onChange={(e) => search.send({ type: 'search.type', text: e.target.value })}
          placeholder={t('catalogue:search_placeholder')}
          aria-label={t('catalogue:search_label')}
          list="library-suggestions"
          autoComplete="off"
          maxW="xl"
          data-testid="library.search"
        />
        <datalist id="library-suggestions" data-testid="library.suggestions">
          {suggestions.map((s) => (
            <option key={s.id} value={s.name} />
          ))}
        </datalist>
        <select
          aria-label={t('catalogue:sort_label')}
          value={sort}
          onChange={(e) => search.send({ type: 'search.set', key: 'sort', value: e.target.value })}
          data-testid="library.sort"
        >
          {(['relevance', 'newest', 'name'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`catalogue:sort.${s}`)}
            </option>
          ))}
        </select>
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        <Stack
          as="aside"
          minW={{ md: '56' }}
          maxW={{ md: '64' }}
          gap="4"
          aria-label={t('catalogue:filters')}
        >
          {data &&
            facetKeys.map((k) =>
              data.facets[k].length ? (
                <Stack key={k} gap="1" as="fieldset">
                  <Heading as="legend" size="sm">
                    {t(`catalogue:facets.${k}`)}
                  </Heading>
                  {data.facets[k].slice(0, 12).map((f) => {
                    const value = String(f.id);
                    const key = param(k);
                    const label = k === 'has_bim' ? t(`catalogue:has_bim.${value}`) : f.name;
                    return (
                      <Checkbox.Root
                        key={value}
                        size="sm"
                        checked={current.getAll(key).includes(value)}
                        onCheckedChange={() => search.send({ type: 'search.toggle', key, value })}
                        data-testid="library.facet"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{`${label} (${f.count})`}</Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Stack>
              ) : null,
            )}
        </Stack>
        <Stack flex="1" gap="4" w="full" aria-busy={busy}>
          {error && (
            <HStack>
              <FormAlert message={apiErrorText(t, error)} />
              <Button
                size="sm"
                variant="outline"
                onClick={() => search.send({ type: 'search.retry' })}
              >
                {t('catalogue:retry')}
              </Button>
            </HStack>
          )}
          <Text aria-live="polite" data-testid="library.total">
            {data ? t('catalogue:results', { count: data.total }) : t('catalogue:searching')}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {data?.items.map((p) => (
              <ProductCard key={p.id} product={p} to={paths.libraryProduct(p.id)} />
            ))}
          </SimpleGrid>
          {data && data.total > data.page * data.per_page && (
            <Button
              alignSelf="center"
              variant="outline"
              onClick={() =>
                search.send({ type: 'search.set', key: 'page', value: String(data.page + 1) })
              }
            >
              {t('catalogue:next_page')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
