import {
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBox } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { isApiFailure } from '@/api/api-error';
import type { ModelQuery } from '@/api/contract/models';
import { searchModels } from '@/api/models.api';
import { paths } from '@/ui/app/paths';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { TableHead } from '@/ui/projects/components/table-head';
import { useProject } from '@/ui/projects/queries/projects.queries';
import {
  emptyDraft,
  fromQuery,
  QueryForm,
  toQuery,
  type QueryDraft,
} from '@/ui/projects/search/query-form';
import { SavedSearches } from '@/ui/projects/search/saved-searches';

/**
 * /pro/projects/{projectId}/search: search across the project's processed models (the current
 * version of each IFC file), counts per model, one model's elements at a time, each model opened
 * in the viewer with the matching elements selected; searches kept as the viewer's colour filters.
 */
export default function ModelSearchPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const notify = useNotify();
  const [draft, setDraft] = useState<QueryDraft>(emptyDraft);
  const [ran, setRan] = useState<ModelQuery | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const search = useMutation({
    mutationFn: (v: { query: ModelQuery; file_id?: string; page?: number }) =>
      searchModels(projectId, v),
    onSuccess: (_r, v) => {
      setErrors({});
      setRan(v.query);
    },
    onError: (err) => {
      if (isApiFailure(err) && err.error.kind === 'validation')
        setErrors(Object.fromEntries(err.error.fields.map((f) => [f.field, f.messages])));
      else notify.error(err);
    },
  });
  const run = (query: ModelQuery, extra: { file_id?: string; page?: number } = {}) =>
    search.mutate({ query, ...extra });
  const result = search.data;
  const listed = result?.models.find((m) => m.file_id === result.file_id);

  return (
    <>
      <PageHeader
        title={t('search_models.title')}
        subtitle={project.data?.name}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.pro.project(projectId)}>{t('back_to_project')}</Link>
          </Button>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6">
        <Stack gap="6" minW="0">
          <Card.Root>
            <Card.Body>
              <QueryForm
                draft={draft}
                onChange={setDraft}
                onSubmit={() => run(toQuery(draft))}
                errors={errors}
                pending={search.isPending}
              />
            </Card.Body>
          </Card.Root>
          {result && (
            <Stack gap="4" data-testid="search.results">
              <Text role="status" fontSize="sm" color="fg.muted">
                {t('search_models.summary', {
                  count: result.models.reduce((n, m) => n + m.count, 0),
                  models: result.models.length,
                })}
                {result.unprocessed > 0 &&
                  ` ${t('search_models.unprocessed', { count: result.unprocessed })}`}
              </Text>
              <Box as="ul" m="0" p="0" listStyleType="none">
                {result.models.map((m) => (
                  <HStack
                    as="li"
                    key={m.file_id}
                    gap="3"
                    py="1"
                    wrap="wrap"
                    data-testid="search.model"
                    data-name={m.file_name}
                  >
                    <LuBox aria-hidden />
                    <Button
                      variant={m.file_id === result.file_id ? 'subtle' : 'plain'}
                      size="sm"
                      onClick={() => ran && run(ran, { file_id: m.file_id })}
                      aria-pressed={m.file_id === result.file_id}
                    >
                      {m.file_name}
                    </Button>
                    <Text fontSize="sm" data-testid="search.model.count">
                      {t('search_models.count', { count: m.count, version: m.version })}
                    </Text>
                    {m.count > 0 && ran && (
                      <ChakraLink asChild fontSize="sm">
                        <Link
                          to={paths.pro.viewerSearch(projectId, m.file_id, m.version, ran)}
                          data-testid="search.open"
                        >
                          {t('search_models.open')}
                        </Link>
                      </ChakraLink>
                    )}
                  </HStack>
                ))}
              </Box>
              {listed && (
                <Stack gap="2">
                  <Heading as="h2" size="md">
                    {listed.file_name}
                  </Heading>
                  <Table.ScrollArea borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" data-testid="search.elements">
                      <TableHead
                        columns={[t('search_models.name'), t('search_models.class'), 'GlobalId']}
                      />
                      <Table.Body>
                        {result.elements.data.map((e) => (
                          <Table.Row key={e.express_id}>
                            <Table.Cell dir="auto">{e.name}</Table.Cell>
                            <Table.Cell>{e.class}</Table.Cell>
                            <Table.Cell fontFamily="mono" fontSize="xs">
                              {e.global_id}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                  {result.elements.meta.last_page > 1 && ran && (
                    <HStack gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={result.elements.meta.current_page <= 1}
                        onClick={() =>
                          run(ran, {
                            file_id: listed.file_id,
                            page: result.elements.meta.current_page - 1,
                          })
                        }
                      >
                        {t('search_models.previous')}
                      </Button>
                      <Text fontSize="sm">
                        {t('page_of', {
                          page: result.elements.meta.current_page,
                          last: result.elements.meta.last_page,
                        })}
                      </Text>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={
                          result.elements.meta.current_page >= result.elements.meta.last_page
                        }
                        onClick={() =>
                          run(ran, {
                            file_id: listed.file_id,
                            page: result.elements.meta.current_page + 1,
                          })
                        }
                      >
                        {t('search_models.next')}
                      </Button>
                    </HStack>
                  )}
                </Stack>
              )}
            </Stack>
          )}
        </Stack>
        <Card.Root h="fit-content">
          <Card.Body>
            <Heading as="h2" size="md" mb="3">
              {t('search_models.saved_title')}
            </Heading>
            <SavedSearches
              projectId={projectId}
              current={ran}
              onPick={(s) => {
                setDraft(fromQuery(s.query));
                run(s.query);
              }}
            />
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
  );
}
