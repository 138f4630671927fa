import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetres } from './format';
import { useMeasures } from './session/viewer-selectors';

/** Each kept measure's label in the user's language ("5,000 m"), for the 3D labels. */
export function useMeasureLabels(): Map<number, string> {
  const { i18n } = useTranslation();
  const measures = useMeasures()?.measures;
  const lng = i18n.resolvedLanguage ?? 'fr';
  return useMemo(
    () => new Map((measures ?? []).map((m) => [m.id, formatMetres(m.length, lng)])),
    [measures, lng],
  );
}
