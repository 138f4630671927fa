import { useTranslation } from 'react-i18next';

/** Translated names of BCF values; a value from an imported file that we do not know shows as is. */
export function useBcfLabels() {
  const { t } = useTranslation('viewer');
  return {
    type: (v: string) => t(`bcf.types.${v}`, { defaultValue: v }),
    status: (v: string) => t(`bcf.statuses.${v}`, { defaultValue: v }),
    priority: (v: string) => t(`bcf.priorities.${v}`, { defaultValue: v }),
    taskStatus: (v: string) => t(`tasks.statuses.${v}`, { defaultValue: v }),
  };
}
