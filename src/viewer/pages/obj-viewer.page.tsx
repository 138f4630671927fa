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
  const number = version ? Number(version) : undefined;
  const source = fileSource(fileId, number);
  return (
    <Box data-testid="viewer.page" h="full">
      <ViewerRoot
        key={`${fileId}:${version ?? ''}`}
        collab={{ fileId, version: number }}
        kind="mesh"
        loader={(session) => meshLoader(session, source)}
      />
    </Box>
  );
}
