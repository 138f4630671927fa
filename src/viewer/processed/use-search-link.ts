import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { modelQuerySchema } from '@/api/contract/models';
import { matchElements } from '@/api/models.api';
import { errorText } from '@/ui/components/error-text';
import { toaster } from '@/ui/components/toaster';
import { useViewer } from '../session/viewer-context';
import { useProcessedSource } from './processed-source';

/**
 * A search's link (`?search={query}`, from the project's model search) selects the elements it
 * matches once the processed model is shown.
 */
export function useSearchLink(): void {
  const [params] = useSearchParams();
  const raw = params.get('search');
  const source = useProcessedSource();
  const { tools } = useViewer();
  const { t } = useTranslation();
  useEffect(() => {
    if (!raw || !source) return;
    let query;
    try {
      query = modelQuerySchema.parse(JSON.parse(raw));
    } catch {
      return;
    }
    const controller = new AbortController();
    matchElements(source.fileId, source.version, query, controller.signal)
      .then((m) => tools.send({ type: 'selection.set', elements: m.element_indices }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          toaster.create({ type: 'error', title: errorText(t, err), closable: true });
      });
    return () => controller.abort();
  }, [raw, source, tools, t]);
}
