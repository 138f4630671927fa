import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';
import { toaster } from './toaster';

/**
 * The result of an action, as a toast (STYLE: every action shows its result or its error):
 *   const notify = useNotify();
 *   mutation.mutate(data, { onSuccess: () => notify.success(t('projects:created')),
 *                           onError: notify.error });
 */
export function useNotify() {
  const { t } = useTranslation();
  return {
    success: (title: string, description?: string) =>
      toaster.create({ type: 'success', title, description, closable: true }),
    info: (title: string, description?: string) =>
      toaster.create({ type: 'info', title, description, closable: true }),
    error: (error: unknown) =>
      toaster.create({ type: 'error', title: errorText(t, error), closable: true }),
  };
}
