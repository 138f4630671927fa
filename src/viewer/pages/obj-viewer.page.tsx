import { Box } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { meshLoader } from '../mesh/mesh-loader';
import { fileSource } from '../session/model-source';
import { ViewerRoot } from '../viewer-root';

/** /pro/projects/:projectId/viewer/:fileId/obj — glTF/GLB and OBJ models, same tools as IFC. */
export default function ObjViewerPage() {
  const { fileId = '' } = useParams();
  const [search] = useSearchParams();
  const version = search.get('version');
  const source = fileSource(fileId, version ? Number(version) : undefined);
  return (
    <Box data-testid="viewer.page" h="full">
      <ViewerRoot
        key={`${fileId}:${version ?? ''}`}
        kind="mesh"
        loader={(session) => meshLoader(session, source)}
      />
    </Box>
  );
}
