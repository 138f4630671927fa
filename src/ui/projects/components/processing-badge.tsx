import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileProcessing } from '@/api/contract/models';

const palette = { queued: 'gray', processing: 'blue', ready: 'green', failed: 'red' } as const;

/**
 * An IFC file's processing by the model service, in the file table: queued, processing with its
 * progress, ready (opens from the server), failed with its reason (opens by parsing in the
 * browser, as before).
 */
export function ProcessingBadge({ processing }: { processing: FileProcessing }) {
  const { t } = useTranslation('projects');
  const label =
    processing.state === 'processing'
      ? t('processing.processing', { percent: Math.round(processing.progress * 100) })
      : processing.state === 'failed'
        ? t('processing.failed', {
            reason: t(`processing.reasons.${processing.error?.code ?? 'processing-failed'}`, {
              defaultValue: t('processing.reasons.processing-failed'),
            }),
          })
        : t(`processing.${processing.state}`);
  return (
    <Badge
      size="sm"
      variant="subtle"
      colorPalette={palette[processing.state]}
      data-testid="file.processing"
      data-state={processing.state}
      title={processing.error?.detail ?? undefined}
      whiteSpace="normal"
    >
      {label}
    </Badge>
  );
}
