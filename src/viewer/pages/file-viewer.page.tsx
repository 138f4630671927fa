import { Box } from '@chakra-ui/react';

/** /pro/projects/:projectId/viewer/:fileId/file: SPEC §2's empty placeholder (inside the viewer layout). */
export default function FileViewerPage() {
  return <Box data-testid="viewer.page" data-kind="file" h="full" />;
}
