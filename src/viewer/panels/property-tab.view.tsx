import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PropertyTab } from '@/machines/viewer/viewer-types';
import { formatValue } from '../format';
import type { ElementProperties, PropertyGroup, PropertyValue } from '../model/element-data';

/** One tab of the properties panel. */
export function PropertyTabContent({ tab, props }: { tab: PropertyTab; props: ElementProperties }) {
  switch (tab) {
    case 'attributes':
      return <Values values={props.attributes} testId="attributes" />;
    case 'propertySets':
      return <Groups groups={props.propertySets} tab={tab} />;
    case 'quantities':
      return <Groups groups={props.quantities} tab={tab} />;
    case 'type':
      return props.typeObject ? (
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold">
            {props.typeObject.name || props.typeObject.type}
          </Text>
          <Groups groups={props.typeObject.groups} tab={tab} />
        </Stack>
      ) : (
        <Empty tab={tab} />
      );
    case 'materials':
      return <Groups groups={props.materials} tab={tab} />;
    case 'classification':
      return props.classification.length > 0 ? (
        <Values values={props.classification} testId="classification" />
      ) : (
        <Empty tab={tab} />
      );
    case 'spatial':
      return props.spatial.length > 0 ? (
        <Stack as="ol" gap="1" ps="0" listStyleType="none" data-testid="viewer.properties.spatial">
          {props.spatial.map((s, i) => (
            <Box as="li" key={s.expressId} ps={`${i * 12}px`} fontSize="sm">
              <bdi>{s.name || s.type}</bdi>
              {s.name && (
                <Text as="bdi" color="fg.muted" ms="1.5">
                  {s.type}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      ) : (
        <Empty tab={tab} />
      );
  }
}

function Empty({ tab }: { tab: PropertyTab }) {
  const { t } = useTranslation('viewer');
  return (
    <Text fontSize="sm" color="fg.muted">
      {t(`properties.empty.${tab}`)}
    </Text>
  );
}

function Groups({ groups, tab }: { groups: PropertyGroup[]; tab: PropertyTab }) {
  if (groups.length === 0) return <Empty tab={tab} />;
  return (
    <Stack gap="4">
      {groups.map((g, i) => (
        <Stack key={`${g.name}-${i}`} gap="1">
          <Heading as="h3" size="xs">
            {g.name}
          </Heading>
          <Values values={g.properties} testId={tab} />
        </Stack>
      ))}
    </Stack>
  );
}

function Values({ values, testId }: { values: PropertyValue[]; testId: string }) {
  const { t, i18n } = useTranslation('viewer');
  const lng = i18n.resolvedLanguage ?? 'fr';
  const show = (v: PropertyValue) =>
    typeof v.value === 'boolean'
      ? t(v.value ? 'properties.yes' : 'properties.no')
      : formatValue(v.value, lng, v.unit);
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      gap="1"
      data-testid={`viewer.properties.${testId}`}
    >
      {values.map((v, i) => (
        <DataList.Item key={`${v.name}-${i}`} alignItems="baseline">
          <DataList.ItemLabel minW="36" maxW="40" wordBreak="break-word">
            <bdi>{v.name}</bdi>
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" data-unit={v.unit}>
            <bdi>{show(v)}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
