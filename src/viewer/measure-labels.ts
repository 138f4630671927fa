import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLengthUnit } from './collab/collab-queries';
import { formatLength } from './format';
import { useMeasures } from './session/viewer-selectors';

/** Each kept measure's label in the user's language and the project's unit ("5,000 m"). */
export function useMeasureLabels(): Map<number, string> {
  const { i18n } = useTranslation();
  const measures = useMeasures()?.measures;
  const lng = i18n.resolvedLanguage ?? 'fr';
  const unit = useLengthUnit();
  return useMemo(
    () => new Map((measures ?? []).map((m) => [m.id, formatLength(m.length, unit, lng)])),
    [measures, lng, unit],
  );
}
