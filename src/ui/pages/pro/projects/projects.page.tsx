import {
  Button,
  ButtonGroup,
  HStack,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  Link as ChakraLink,
  Badge,
  Stack,
} from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolderKanban, LuLayoutGrid, LuList, LuPlus, LuSearch } from 'react-icons/lu';
import { Link } from 'react-router';
import { projectStatuses, type ProjectStatus } from '@/api/contract/projects';
import { paths } from '@/ui/app/paths';
import { EmptyPage } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { Pager } from '@/ui/components/pager';
import { deferredDialog } from '@/ui/dialogs/deferred-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { LimitHint } from '@/ui/site/plan-usage';
import { useLanguage } from '@/ui/i18n/language';
import { ProjectCard } from '@/ui/projects/components/project-card';
import { SelectField } from '@/ui/projects/components/select-field';
import { formatDate, personName } from '@/ui/projects/format';
import { useProjects } from '@/ui/projects/queries/projects.queries';

const NewProjectDialog = deferredDialog('newProject', () =>
  import('@/ui/projects/dialogs/new-project.dialog').then((m) => m.NewProjectDialog),
);

type Sort = 'updated_at' | 'created_at' | 'name';
const PER_PAGE = 24;

/** /pro/projects: my projects and those I work on, as cards or a list; search, sort, filter, new project. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const newProject = useDialog('newProject');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('updated_at');
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [view, setView] = useState<'cards' | 'list'>('cards');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const projects = useProjects({
    q: search || undefined,
    sort,
    status: status || undefined,
    page,
    per_page: PER_PAGE,
  });
  const data = projects.data;
  const filtered = !!search || !!status;

  const create = (
    <Stack gap="1" align="end">
      <Button onClick={() => newProject.open()} data-testid="projects.new">
        <LuPlus /> {t('projects:new_project')}
      </Button>
      <LimitHint kind="projects" />
    </Stack>
  );

  if (data && data.meta.total === 0 && !filtered)
    return (
      <>
        <EmptyPage
          title={t('projects:title')}
          emptyTitle={t('projects:empty_title')}
          emptyBody={t('projects:empty_body')}
          icon={LuFolderKanban}
          actions={create}
        />
        <NewProjectDialog />
      </>
    );

  return (
    <>
      <PageHeader title={t('projects:title')} actions={create} />
      <HStack gap="3" mb="5" wrap="wrap">
        <InputGroup startElement={<LuSearch />} maxW="sm">
          <Input
            type="search"
            value={q}
            placeholder={t('projects:search')}
            aria-label={t('projects:search')}
            data-testid="projects.search"
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </InputGroup>
        <SelectField<Sort>
          value={sort}
          onChange={setSort}
          width="56"
          label={t('projects:sort.label')}
          options={(['updated_at', 'created_at', 'name'] as const).map((s) => ({
            value: s,
            label: t(`projects:sort.${s}`),
          }))}
        />
        <SelectField
          value={status}
          onChange={(s) => {
            setStatus(s as ProjectStatus | '');
            setPage(1);
          }}
          width="48"
          label={t('projects:fields.status')}
          options={[
            { value: '', label: t('projects:status.all') },
            ...projectStatuses.map((s) => ({ value: s, label: t(`projects:status.${s}`) })),
          ]}
        />
        <ButtonGroup size="sm" variant="outline" attached>
          <IconButton
            aria-label={t('projects:view.cards')}
            aria-pressed={view === 'cards'}
            onClick={() => setView('cards')}
          >
            <LuLayoutGrid />
          </IconButton>
          <IconButton
            aria-label={t('projects:view.list')}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <LuList />
          </IconButton>
        </ButtonGroup>
      </HStack>
      {projects.error && <FormAlert message={errorText(projects.error)} />}
      {!data ? (
        <Skeleton h="40" />
      ) : data.data.length === 0 ? (
        <Text data-testid="projects.none">{t('projects:no_match')}</Text>
      ) : view === 'cards' ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" data-testid="projects.grid">
          {data.data.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </SimpleGrid>
      ) : (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" data-testid="projects.list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('projects:fields.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projects:fields.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projects:owner')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projects:table.changed')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.data.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    <ChakraLink asChild>
                      <Link to={paths.pro.project(p.id)}>{p.name}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge>{t(`projects:status.${p.status}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell>{personName(p.owner)}</Table.Cell>
                  <Table.Cell>{formatDate(p.updated_at, locale)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {data && (
        <Pager
          page={page}
          last={data.meta.last_page}
          label={t('projects:page_of', { page, last: data.meta.last_page })}
          onPage={setPage}
        />
      )}
      <NewProjectDialog />
    </>
  );
}
