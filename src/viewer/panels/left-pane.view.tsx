import { Box, HStack, Input, InputGroup, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { ElementIndex, TreeNode } from '../model/element-data';
import { useSelectedElements, useVisibility } from '../session/viewer-selectors';
import { useViewer } from '../session/viewer-context';
import { startPanel } from './panel-placement';
import { PropertyFilter } from './property-filter.view';
import { SheetClose } from './sheet-close';
import { isShown, Paged, TreeRow } from './tree-row.view';
import { elementsUnder, useElementIndex, useSpatialTree } from './use-model-data';

type Vis = { hidden: Set<number>; isolated: Set<number> | null; selected: Set<number> };

function useVis(): Vis {
  const { hidden, isolated } = useVisibility();
  const selected = useSelectedElements();
  return useMemo(
    () => ({
      hidden: new Set(hidden),
      isolated: isolated ? new Set(isolated) : null,
      selected: new Set(selected),
    }),
    [hidden, isolated, selected],
  );
}

/** The model tree (spatial structure, by class) with search by name or GlobalId. */
export function LeftPane({ kind }: { kind: 'ifc' | 'mesh' }) {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  return (
    <Box as="aside" aria-label={t('tree.title')} data-testid="viewer.left-pane" {...startPanel}>
      <HStack p="2" borderBottomWidth="1px" gap="1">
        <InputGroup startElement={<LuSearch />}>
          <Input
            size="sm"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={kind === 'ifc' ? t('tree.searchIfc') : t('tree.search')}
            aria-label={kind === 'ifc' ? t('tree.searchIfc') : t('tree.search')}
            data-testid="viewer.tree.search"
          />
        </InputGroup>
        <SheetClose label={t('panels.close')} onClose={() => tools.send({ type: 'pane.toggle' })} />
      </HStack>
      {deferred ? (
        <SearchResults query={deferred} />
      ) : (
        <Tabs.Root
          defaultValue="spatial"
          size="sm"
          display="flex"
          flexDirection="column"
          flex="1"
          minH="0"
        >
          <Tabs.List px="2">
            <Tabs.Trigger value="spatial">{t('tree.spatial')}</Tabs.Trigger>
            <Tabs.Trigger value="classes">{t('tree.classes')}</Tabs.Trigger>
            {kind === 'ifc' && (
              <Tabs.Trigger value="filter" data-testid="viewer.tree.filter-tab">
                {t('tree.filter.tab')}
              </Tabs.Trigger>
            )}
          </Tabs.List>
          <Tabs.Content value="spatial" flex="1" overflowY="auto" pt="1">
            <SpatialTree />
          </Tabs.Content>
          <Tabs.Content value="classes" flex="1" overflowY="auto" pt="1">
            <ClassTree />
          </Tabs.Content>
          {kind === 'ifc' && (
            <Tabs.Content value="filter" flex="1" overflowY="auto" pt="1">
              <PropertyFilter />
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
    </Box>
  );
}

function Loading({ error }: { error: boolean }) {
  const { t } = useTranslation('viewer');
  return error ? (
    <Text p="3" fontSize="sm" color="fg.error">
      {t('tree.error')}
    </Text>
  ) : (
    <Stack p="3" align="center" role="status">
      <Spinner size="sm" />
      <Text fontSize="sm">{t('tree.loading')}</Text>
    </Stack>
  );
}

function SpatialTree() {
  const { data, error } = useSpatialTree();
  const vis = useVis();
  if (!data) return <Loading error={error} />;
  return (
    <Box as="ul" m="0" p="0" data-testid="viewer.tree.spatial">
      {data.map((n) => (
        <SpatialNode key={n.expressId} node={n} depth={0} vis={vis} />
      ))}
    </Box>
  );
}

function SpatialNode({ node, depth, vis }: { node: TreeNode; depth: number; vis: Vis }) {
  const { t } = useTranslation('viewer');
  const elements = elementsUnder(node);
  const label = node.kind === 'unassigned' ? t('tree.unassigned') : node.name || node.type;
  return (
    <TreeRow
      label={label}
      secondary={node.kind === 'unassigned' || !node.name ? undefined : node.type}
      elements={elements}
      depth={depth}
      shown={isShown(elements, vis.hidden, vis.isolated)}
      selected={node.element !== undefined && vis.selected.has(node.element)}
      expandable={node.children.length > 0}
      defaultOpen={depth < 3 && node.children.length <= 50}
      testId="viewer.tree.node"
    >
      {() => (
        <Paged
          items={node.children}
          render={(c) => <SpatialNode key={c.expressId} node={c} depth={depth + 1} vis={vis} />}
        />
      )}
    </TreeRow>
  );
}

function groupByClass(index: ElementIndex): [string, number[]][] {
  const groups = new Map<string, number[]>();
  index.types.forEach((type, i) => {
    const list = groups.get(type) ?? [];
    list.push(i);
    groups.set(type, list);
  });
  return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

function ClassTree() {
  const { data, error } = useElementIndex();
  const vis = useVis();
  const groups = useMemo(() => (data ? groupByClass(data) : []), [data]);
  if (!data) return <Loading error={error} />;
  return (
    <Box as="ul" m="0" p="0" data-testid="viewer.tree.classes">
      {groups.map(([type, elements]) => (
        <TreeRow
          key={type}
          label={type}
          secondary={`(${elements.length})`}
          elements={elements}
          depth={0}
          shown={isShown(elements, vis.hidden, vis.isolated)}
          selected={false}
          expandable
          testId="viewer.tree.class"
        >
          {() => (
            <Paged
              items={elements}
              render={(e) => <ElementRow key={e} element={e} index={data} vis={vis} />}
            />
          )}
        </TreeRow>
      ))}
    </Box>
  );
}

function ElementRow({
  element,
  index,
  vis,
  depth = 1,
}: {
  element: number;
  index: ElementIndex;
  vis: Vis;
  depth?: number;
}) {
  const name = index.names[element] || index.types[element] || String(element);
  return (
    <TreeRow
      label={name}
      secondary={index.names[element] ? index.types[element] : undefined}
      elements={[element]}
      depth={depth}
      shown={isShown([element], vis.hidden, vis.isolated)}
      selected={vis.selected.has(element)}
      expandable={false}
      testId="viewer.tree.element"
    />
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('viewer');
  const { data, error } = useElementIndex();
  const vis = useVis();
  const hits = useMemo(() => {
    if (!data) return [];
    const out: number[] = [];
    for (let i = 0; i < data.names.length; i++) {
      if (
        data.names[i]!.toLowerCase().includes(query) ||
        data.globalIds[i]!.toLowerCase() === query ||
        data.globalIds[i]!.toLowerCase().startsWith(query)
      ) {
        out.push(i);
      }
    }
    return out;
  }, [data, query]);
  if (!data) return <Loading error={error} />;
  return (
    <Box flex="1" overflowY="auto" data-testid="viewer.tree.results">
      <Text px="3" py="2" fontSize="xs" color="fg.muted" role="status">
        {t('tree.results', { count: hits.length })}
      </Text>
      <Box as="ul" m="0" p="0">
        <Paged
          items={hits}
          render={(e) => <ElementRow key={e} element={e} index={data} vis={vis} depth={0} />}
        />
      </Box>
    </Box>
  );
}
