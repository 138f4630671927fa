import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Box3 } from 'three';
import { getOrderLineTakeoff } from '@/api/takeoff.api';
import { errorText } from '@/ui/components/error-text';
import { toaster } from '@/ui/components/toaster';
import { setColorLayer, type Rgb } from '../processed/color-layers';
import { useViewer } from '../session/viewer-context';
import { useLoadStatus } from '../session/viewer-selectors';

/** The rest of the model, washed out behind the line's elements (a colour layer, no geometry). */
const ghost: Rgb = [0.88, 0.89, 0.91];
const layer = 'order-line';

/**
 * « Show in model » from an order line (`?order={id}&order_line={lineId}`, with `?version=n`):
 * once the model is ready, the line's elements (by GlobalId) are selected and framed, every
 * other element ghosted; says how many were found, and when some are not in this version.
 */
export function useOrderLineLink(): void {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const lineId = search.get('order_line');
  const status = useLoadStatus();
  const { session, tools } = useViewer();
  const { t } = useTranslation();
  useEffect(() => {
    const model = session.model;
    if (!orderId || !lineId || status !== 'ready' || !model) return;
    const controller = new AbortController();
    Promise.all([getOrderLineTakeoff(orderId, lineId, controller.signal), model.componentIds()])
      .then(([line, ids]) => {
        if (controller.signal.aborted) return;
        const wanted = new Set(line.global_ids);
        const elements = ids.flatMap((g, i) => (wanted.has(g) ? [i] : []));
        const rest = new Map<number, Rgb>();
        const chosen = new Set(elements);
        for (let i = 0; i < model.count; i++) if (!chosen.has(i)) rest.set(i, ghost);
        setColorLayer(model, layer, rest);
        tools.send({ type: 'selection.set', elements });
        if (elements.length > 0) session.camera?.fit(model.boxOf(elements, new Box3()));
        toaster.create({
          type: elements.length < wanted.size ? 'warning' : 'info',
          title: t('viewer:takeoff.shown', { count: elements.length }),
          description: elements.length < wanted.size ? t('viewer:takeoff.missing') : undefined,
          closable: true,
        });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          toaster.create({ type: 'error', title: errorText(t, err), closable: true });
      });
    return () => {
      controller.abort();
      setColorLayer(model, layer, null);
    };
  }, [orderId, lineId, status, session, tools, t]);
}
