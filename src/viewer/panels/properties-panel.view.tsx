import { Box, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyTabs, type PropertyTab } from '@/machines/viewer/viewer-types';
import type { ElementProperties } from '../model/element-data';
import { useViewer } from '../session/viewer-context';
import { usePropertyTab, useSelectedElements } from '../session/viewer-selectors';
import { endPanel } from './panel-placement';
import { PropertyTabContent } from './property-tab.view';
import { SheetClose } from './sheet-close';

/** The selected element's properties, read from the model on demand (cached once read). */
function useProperties(element: number | undefined): {
  props: ElementProperties | null;
  loading: boolean;
} {
  const { session } = useViewer();
  const model = session.model;
  const cached = element === undefined ? null : model?.cachedProperties(element);
  const [fetched, setFetched] = useState<{
    element: number;
    props: ElementProperties | null;
  } | null>(null);
  useEffect(() => {
    if (element === undefined || !model || model.cachedProperties(element) !== undefined) return;
    let live = true;
    model
      .properties(element)
      .then((props) => live && setFetched({ element, props }))
      .catch(() => live && setFetched({ element, props: null }));
    return () => {
      live = false;
    };
  }, [element, model]);
  if (element === undefined) return { props: null, loading: false };
  if (cached !== undefined) return { props: cached, loading: false };
  if (fetched?.element === element) return { props: fetched.props, loading: false };
  return { props: null, loading: true };
}

/** Properties of the selection, in tabs: attributes, property sets, quantities, type, materials, classification, location. */
export function PropertiesPanel({ kind }: { kind: 'ifc' | 'mesh' }) {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const selected = useSelectedElements();
  const tab = usePropertyTab();
  const primary = selected.at(-1);
  const { props, loading } = useProperties(primary);
  const tabs: readonly PropertyTab[] = kind === 'ifc' ? propertyTabs : ['attributes'];
  return (
    <Box
      as="aside"
      aria-label={t('properties.title')}
      data-testid="viewer.properties"
      {...endPanel}
    >
      <Box px="3" py="2" borderBottomWidth="1px">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="sm" truncate data-testid="viewer.properties.heading">
            {props ? props.name || props.type : t('properties.title')}
          </Heading>
          <SheetClose
            label={t('panels.close')}
            onClose={() => tools.send({ type: 'properties.toggle' })}
          />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {selected.length === 0
            ? t('properties.none')
            : selected.length > 1
              ? t('properties.many', { count: selected.length })
              : props?.type}
        </Text>
      </Box>
      {primary !== undefined && (
        <Tabs.Root
          value={tabs.includes(tab) ? tab : 'attributes'}
          onValueChange={(d) => tools.send({ type: 'properties.tab', tab: d.value as PropertyTab })}
          size="sm"
          variant="line"
          display="flex"
          flexDirection="column"
          flex="1"
          minH="0"
        >
          <Tabs.List flexWrap="wrap" px="1" flexShrink={0}>
            {tabs.map((id) => (
              <Tabs.Trigger
                key={id}
                value={id}
                fontSize="xs"
                px="2"
                flexShrink={0}
                whiteSpace="nowrap"
                data-testid={`viewer.properties.tab.${id}`}
              >
                {t(`properties.tabs.${id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((id) => (
            <Tabs.Content key={id} value={id} flex="1" overflowY="auto" px="3" py="2">
              {loading ? (
                <Stack align="center" role="status" py="4">
                  <Spinner size="sm" />
                  <Text fontSize="sm">{t('properties.loading')}</Text>
                </Stack>
              ) : props ? (
                <PropertyTabContent tab={id} props={props} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('properties.unavailable')}
                </Text>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Box>
  );
}
