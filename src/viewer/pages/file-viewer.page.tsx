import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** /pro/projects/:projectId/viewer/:fileId/file — SPEC §2: an empty placeholder. */
export default function FileViewerPage() {
  const { t } = useTranslation('viewer');
  return (
    <Box
      as="main"
      id="main"
      aria-label={t('placeholder')}
      data-testid="file-viewer"
      minH="100dvh"
    />
  );
}
