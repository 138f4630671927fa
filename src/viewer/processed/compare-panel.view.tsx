import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { ElementChange } from '@/api/contract/models';
import { listVersions } from '@/api/files.api';
import { compareReportUrl, compareVersions } from '@/api/models.api';
import { errorText } from '@/ui/components/error-text';
import { PanelFrame } from '../collab/panel-frame.view';
import { ValueSelect } from '../collab/value-select.view';
import { useViewer } from '../session/viewer-context';
import { hexToRgb, setColorLayer, type Rgb } from './color-layers';
import { useProcessedSource } from './processed-source';

/** The colours of a compare, in the scene and in its legend. */
export const changeColors = {
  added: '#38a169',
  geometry: '#dd6b20',
  properties: '#3182ce',
  both: '#805ad5',
} as const;

const colorOf = (c: ElementChange): keyof typeof changeColors | null =>
  c.change === 'added'
    ? 'added'
    : c.change === 'changed'
      ? c.geometry && c.properties
        ? 'both'
        : c.geometry
          ? 'geometry'
          : 'properties'
      : null;

const SHOWN = 200;

/**
 * Compare of the version shown with another processed version of the file, by GlobalId: counts,
 * the changed elements coloured in the scene (added, geometry, properties, both), the list of
 * every change (a click selects the element; property changes before → after), and the report
 * as CSV or PDF.
 */
export function ComparePanel() {
  const { t } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const source = useProcessedSource();
  const versions = useQuery({
    queryKey: ['versions', source?.fileId ?? ''],
    queryFn: ({ signal }) => listVersions(source!.fileId, signal),
    enabled: !!source,
  });
  const others = (versions.data ?? []).filter((v) => v.number !== source?.version);
  const [picked, setPicked] = useState<number | null>(null);
  const before =
    picked ?? others.find((v) => v.number < (source?.version ?? 0))?.number ?? others[0]?.number;
  const diff = useQuery({
    queryKey: ['compare', source?.fileId, before, source?.version],
    queryFn: ({ signal }) => compareVersions(source!.fileId, before!, source!.version, signal),
    enabled: !!source && before !== undefined,
    retry: false,
  });

  const colors = useMemo(() => {
    const map = new Map<number, Rgb>();
    for (const c of diff.data?.changes ?? []) {
      const kind = colorOf(c);
      if (kind && c.to_index !== null) map.set(c.to_index, hexToRgb(changeColors[kind]));
    }
    return map;
  }, [diff.data]);
  useEffect(() => {
    const model = session.model;
    if (!model) return;
    setColorLayer(model, 'compare', colors);
    session.invalidate();
    return () => {
      setColorLayer(model, 'compare', null);
      session.invalidate();
    };
  }, [session, colors]);

  if (!source)
    return (
      <PanelFrame title={t('compare.title')} testId="viewer.compare">
        <Text p="3" fontSize="sm" color="fg.muted">
          {t('compare.unprocessed')}
        </Text>
      </PanelFrame>
    );
  const s = diff.data?.summary;
  return (
    <PanelFrame title={t('compare.title')} testId="viewer.compare">
      <Stack p="3" gap="3">
        {others.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('compare.single')}
          </Text>
        ) : (
          <ValueSelect
            ariaLabel={t('compare.with')}
            value={String(before ?? '')}
            values={others.map((v) => String(v.number))}
            label={(n) => t('compare.version', { number: n })}
            onChange={(n) => setPicked(Number(n))}
          />
        )}
        {diff.isLoading && <Text fontSize="sm">{t('compare.loading')}</Text>}
        {diff.error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {errorText(t, diff.error)}
          </Text>
        )}
        {s && (
          <>
            <Stack gap="1" data-testid="viewer.compare.summary" fontSize="sm">
              <Legend color={changeColors.added} label={t('compare.added', { count: s.added })} />
              <Legend
                color={changeColors.geometry}
                label={t('compare.geometry', { count: s.geometry })}
              />
              <Legend
                color={changeColors.properties}
                label={t('compare.properties', { count: s.properties })}
              />
              <Legend color={null} label={t('compare.removed', { count: s.removed })} />
              <Text color="fg.muted">{t('compare.unchanged', { count: s.unchanged })}</Text>
            </Stack>
            <HStack gap="3">
              <Link
                href={compareReportUrl(source.fileId, before!, source.version, 'csv')}
                fontSize="sm"
              >
                <LuDownload /> {t('compare.csv')}
              </Link>
              <Link
                href={compareReportUrl(source.fileId, before!, source.version, 'pdf')}
                fontSize="sm"
              >
                <LuDownload /> {t('compare.pdf')}
              </Link>
            </HStack>
            <Box as="ul" m="0" p="0" listStyleType="none" data-testid="viewer.compare.list">
              {diff.data!.changes.slice(0, SHOWN).map((c) => (
                <Box
                  as="li"
                  key={c.global_id}
                  borderTopWidth="1px"
                  py="1"
                  data-testid="viewer.compare.item"
                >
                  <Button
                    variant="plain"
                    size="xs"
                    px="0"
                    h="auto"
                    disabled={c.to_index === null}
                    onClick={() =>
                      c.to_index !== null &&
                      tools.send({ type: 'selection.set', elements: [c.to_index] })
                    }
                  >
                    <Text as="span" truncate dir="auto">
                      {c.name || c.class}
                    </Text>
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    {c.class} · {t(`compare.kinds.${colorOf(c) ?? 'removed'}`)}
                  </Text>
                  {c.property_changes.map((p) => (
                    <Text key={`${p.group}/${p.name}`} fontSize="xs" dir="auto">
                      {p.group} / {p.name}: {p.before ?? '∅'} → {p.after ?? '∅'}
                    </Text>
                  ))}
                </Box>
              ))}
            </Box>
            {diff.data!.changes.length > SHOWN && (
              <Text fontSize="xs" color="fg.muted">
                {t('compare.more', { count: diff.data!.changes.length - SHOWN })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </PanelFrame>
  );
}

function Legend({ color, label }: { color: string | null; label: string }) {
  return (
    <HStack gap="2">
      <Box
        w="3"
        h="3"
        borderRadius="sm"
        bg={color ?? 'transparent'}
        borderWidth={color ? 0 : '1px'}
        aria-hidden
      />
      <Text>{label}</Text>
    </HStack>
  );
}
