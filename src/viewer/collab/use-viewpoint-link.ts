import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getViewpoint } from '@/api/viewer.api';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/ui/components/error-text';
import { toaster } from '@/ui/components/toaster';
import { useViewer } from '../session/viewer-context';
import { useLoadStatus } from '../session/viewer-selectors';
import { applyViewpoint } from './viewpoint-codec';

/** A deep link (`?viewpoint={id}`) restores that saved viewpoint once the model is ready. */
export function useViewpointLink(): void {
  const [search] = useSearchParams();
  const id = search.get('viewpoint');
  const status = useLoadStatus();
  const { session, tools } = useViewer();
  const { t } = useTranslation();
  useEffect(() => {
    if (!id || status !== 'ready') return;
    const controller = new AbortController();
    getViewpoint(id, controller.signal)
      .then((v) => applyViewpoint(session, tools, v.viewpoint, false))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) {
          toaster.create({ type: 'error', title: errorText(t, err), closable: true });
        }
      });
    return () => controller.abort();
  }, [id, status, session, tools, t]);
}
