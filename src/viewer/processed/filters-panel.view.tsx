import { Box, Checkbox, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SavedSearch } from '@/api/contract/models';
import { listSavedSearches, matchElements } from '@/api/models.api';
import { paths } from '@/ui/app/paths';
import { errorText } from '@/ui/components/error-text';
import { PanelFrame } from '../collab/panel-frame.view';
import { useViewer } from '../session/viewer-context';
import { hexToRgb, setColorLayer, type Rgb } from './color-layers';
import { useProcessedSource, type ProcessedSource } from './processed-source';

/**
 * The project's saved searches as colour filters: each one switched on colours the elements it
 * matches in the version shown, with its colour (a later one wins where two meet).
 */
export function FiltersPanel() {
  const { t } = useTranslation('viewer');
  const { projectId = '' } = useParams();
  const source = useProcessedSource();
  const saved = useQuery({
    queryKey: ['model-searches', projectId],
    queryFn: ({ signal }) => listSavedSearches(projectId, signal),
    enabled: !!source && !!projectId,
  });
  const [on, setOn] = useState<string[]>([]);
  return (
    <PanelFrame title={t('filters.title')} testId="viewer.filters">
      <Stack p="3" gap="2">
        {!source ? (
          <Text fontSize="sm" color="fg.muted">
            {t('compare.unprocessed')}
          </Text>
        ) : saved.data?.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('filters.none')}
          </Text>
        ) : (
          saved.data?.map((s) => (
            <Filter
              key={s.id}
              search={s}
              source={source}
              on={on.includes(s.id)}
              toggle={(v) =>
                setOn((list) => (v ? [...list, s.id] : list.filter((x) => x !== s.id)))
              }
            />
          ))
        )}
        {projectId && (
          <ChakraLink asChild fontSize="sm">
            <Link to={paths.pro.projectSearch(projectId)}>{t('filters.search')}</Link>
          </ChakraLink>
        )}
      </Stack>
    </PanelFrame>
  );
}

function Filter({
  search,
  source,
  on,
  toggle,
}: {
  search: SavedSearch;
  source: ProcessedSource;
  on: boolean;
  toggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('viewer');
  const { session } = useViewer();
  const match = useQuery({
    queryKey: ['model-match', source.fileId, source.version, search.id],
    queryFn: ({ signal }) => matchElements(source.fileId, source.version, search.query, signal),
    enabled: on,
  });
  useEffect(() => {
    const model = session.model;
    if (!model || !on || !match.data) return;
    const rgb = hexToRgb(search.color);
    const colors = new Map<number, Rgb>(match.data.element_indices.map((e) => [e, rgb]));
    setColorLayer(model, `filter:${search.id}`, colors);
    session.invalidate();
    return () => {
      setColorLayer(model, `filter:${search.id}`, null);
      session.invalidate();
    };
  }, [session, on, match.data, search]);
  return (
    <Box data-testid="viewer.filter">
      <Checkbox.Root checked={on} onCheckedChange={(d) => toggle(d.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Box w="3" h="3" borderRadius="sm" bg={search.color} aria-hidden flexShrink={0} />
        <Checkbox.Label dir="auto">{search.name}</Checkbox.Label>
      </Checkbox.Root>
      {on && match.data && (
        <Text fontSize="xs" color="fg.muted" ps="6">
          {t('filters.count', { count: match.data.global_ids.length })}
        </Text>
      )}
      {match.error && (
        <Text fontSize="xs" color="fg.error" ps="6" role="alert">
          {errorText(t, match.error)}
        </Text>
      )}
    </Box>
  );
}
