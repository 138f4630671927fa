import { Button, HStack, Link as ChakraLink, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import { getFile } from '@/api/files.api';
import { getTakeoffMatches, saveTakeoffMatches } from '@/api/takeoff.api';
import {
  takeoffLines,
  takeoffMachine,
  type TakeoffEvent,
  type TakeoffLine,
} from '@/machines/viewer/takeoff.machine';
import { paths } from '@/ui/app/paths';
import { basketOf } from '@/ui/orders/basket';
import { errorText } from '@/ui/components/error-text';
import { useNotify } from '@/ui/components/use-notify';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { PanelFrame } from '../collab/panel-frame.view';
import { IfcModel } from '../ifc/ifc-model';
import { useViewer } from '../session/viewer-context';
import { useSelectedElements } from '../session/viewer-selectors';
import { computeTakeoff } from './takeoff-compute';
import { TakeoffGroupCard } from './takeoff-group.view';
import { useProgressiveCount } from './use-progressive-count';

/** The file version the take-off's lines name: the one shown (the newest when none is asked). */
function useFileVersion() {
  const { collab } = useViewer();
  const file = useQuery({
    queryKey: ['file', collab?.fileId],
    queryFn: ({ signal }) => getFile(collab!.fileId, signal),
    enabled: !!collab && collab.version === undefined,
  });
  if (!collab) return null;
  const version = collab.version ?? file.data?.version;
  return version === undefined ? null : { file_id: collab.fileId, version };
}

/**
 * « Order from selection » (issue 20): the selection's take-off grouped by type, a product and
 * waste per group, and « add to basket ». Follows the selection while open.
 */
export function TakeoffPanel() {
  const { t, i18n } = useTranslation('viewer');
  const { t: te } = useTranslation();
  const { projectId = '' } = useParams();
  const { session, tools } = useViewer();
  const user = useCurrentUser();
  const notify = useNotify();
  const selected = useSelectedElements();
  const file = useFileVersion();
  const actor = useActorRef(
    takeoffMachine.provide({
      actors: {
        measure: fromCallback<TakeoffEvent, { elements: number[] }>(({ sendBack, input }) => {
          const controller = new AbortController();
          const model = session.model;
          if (!(model instanceof IfcModel)) {
            sendBack({ type: 'takeoff.failed', message: 'no IFC model' });
            return;
          }
          computeTakeoff(model, input.elements, {
            signal: controller.signal,
            onProgress: (progress) => sendBack({ type: 'takeoff.progress', progress }),
          })
            .then((groups) => sendBack({ type: 'takeoff.measured', groups }))
            .catch((err: unknown) => {
              if (!controller.signal.aborted)
                sendBack({ type: 'takeoff.failed', message: errorText(te, err) });
            });
          return () => controller.abort();
        }),
        addToBasket: fromPromise<number, { lines: TakeoffLine[] }>(async ({ input }) => {
          const added = await addLines(projectId, user?.id ?? '', input.lines);
          notify.success(t('takeoff.added', { count: added }));
          return added;
        }),
      },
    }),
  );
  const state = useSelector(actor, (s) => s);
  useEffect(() => {
    actor.send({ type: 'takeoff.measure', elements: selected });
  }, [actor, selected]);

  // The project's remembered product and waste per group preselect the group's choice.
  const matches = useQuery({
    queryKey: ['takeoff-matches', projectId],
    queryFn: ({ signal }) => getTakeoffMatches(projectId, signal),
    enabled: !!projectId,
  });
  const groups = state.context.groups;
  useEffect(() => {
    for (const m of matches.data?.data ?? []) {
      const g = groups.find((x) => x.key === m.group_key);
      if (!g || !m.product || actor.getSnapshot().context.choices[g.key]) continue;
      actor.send({ type: 'takeoff.choose', key: g.key, product: m.product });
      actor.send({ type: 'takeoff.waste', key: g.key, percent: m.waste_percent });
    }
  }, [actor, groups, matches.data]);

  const lines = useMemo(
    () => (file ? takeoffLines(groups, state.context.choices, file) : []),
    [file, groups, state.context.choices],
  );
  // The selection's classes: one click keeps only one (a storey's walls: the storey, then IfcWall).
  const classes = useMemo(() => {
    const by = new Map<string, number[]>();
    for (const g of groups) by.set(g.ifcClass, [...(by.get(g.ifcClass) ?? []), ...g.elements]);
    return by;
  }, [groups]);
  // A few cards a step: forty groups rendered at once held the page for half a second.
  const shown = useProgressiveCount(groups, groups.length, 3);
  const progress = state.context.progress;
  const percent =
    progress && progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0;

  return (
    <PanelFrame title={t('takeoff.title')} testId="viewer.takeoff">
      <Stack
        p="3"
        gap="3"
        data-state={JSON.stringify(state.value)}
        aria-busy={shown < groups.length}
      >
        {!projectId && <Text fontSize="sm">{t('takeoff.noProject')}</Text>}
        {state.matches('idle') && (
          <Text fontSize="sm" color="fg.muted">
            {t('takeoff.hint')}
          </Text>
        )}
        {state.matches('measuring') && (
          <Stack gap="1" role="status">
            <Text fontSize="sm">
              {t(progress?.phase === 'measuring' ? 'takeoff.measuring' : 'takeoff.reading', {
                percent,
              })}
            </Text>
            <Progress.Root value={percent} size="sm" aria-label={t('takeoff.title')}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {state.matches('failed') && (
          <Stack gap="2" role="alert">
            <Text fontSize="sm" color="fg.error">
              {t('takeoff.failed')} {state.context.error}
            </Text>
            <Button
              size="sm"
              alignSelf="start"
              onClick={() => actor.send({ type: 'takeoff.retry' })}
            >
              {t('takeoff.retry')}
            </Button>
          </Stack>
        )}
        {(state.matches('ready') || state.matches('adding')) && (
          <>
            {classes.size > 1 && (
              <HStack gap="1" wrap="wrap" aria-label={t('takeoff.onlyClass')} role="group">
                {[...classes].map(([ifcClass, elements]) => (
                  <Button
                    key={ifcClass}
                    size="2xs"
                    variant="outline"
                    onClick={() => tools.send({ type: 'selection.set', elements })}
                  >
                    {ifcClass} ({elements.length})
                  </Button>
                ))}
              </HStack>
            )}
            {groups.slice(0, shown).map((g) => (
              <TakeoffGroupCard
                key={g.key}
                group={g}
                projectId={projectId}
                choice={state.context.choices[g.key]}
                remembered={matches.data?.data.find((m) => m.group_key === g.key)?.product_id}
                lng={i18n.language}
                send={actor.send}
                onlyThese={() => tools.send({ type: 'selection.set', elements: g.elements })}
              />
            ))}
            {state.context.error && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {state.context.error}
              </Text>
            )}
            <Button
              colorPalette="blue"
              disabled={!file || lines.length === 0 || !projectId}
              loading={state.matches('adding')}
              onClick={() => file && actor.send({ type: 'takeoff.add', file })}
              data-testid="viewer.takeoff.add"
            >
              {t('takeoff.add')}
            </Button>
            {state.matches({ ready: 'added' }) && (
              <Text fontSize="sm" role="status">
                {t('takeoff.added', { count: state.context.added })}{' '}
                <ChakraLink asChild>
                  <Link to={paths.pro.basket}>{t('takeoff.basket')}</Link>
                </ChakraLink>
              </Text>
            )}
          </>
        )}
      </Stack>
    </PanelFrame>
  );
}

/** Saves the chosen products for the project, then adds the lines to the user's basket. */
async function addLines(projectId: string, userId: string, lines: TakeoffLine[]): Promise<number> {
  await saveTakeoffMatches(projectId, {
    matches: lines.map((l) => ({
      group_key: l.source.group.key,
      product_id: l.product.id,
      waste_percent: l.source.waste_percent,
    })),
  });
  const basket = basketOf(userId);
  for (const { product: p, quantity, source } of lines) {
    basket.send({
      type: 'basket.add',
      quantity,
      item: {
        product_id: p.id,
        name: p.name,
        reference: p.reference,
        unit: p.unit,
        manufacturer: {
          id: p.manufacturer.id,
          name: p.manufacturer.company ?? p.manufacturer.name,
        },
        currency: p.currency,
        price_cents: p.on_quote ? null : p.price_cents,
        source,
      },
    });
  }
  return lines.length;
}
