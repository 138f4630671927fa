import { Box } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { modelLoader } from '../ifc/model-loader';
import { ViewerRoot } from '../viewer-root';
import { prewarmIfcWorker } from '../ifc/ifc-worker-client';
import { ifcWarmupObjects } from '../ifc/ifc-materials';
import { prewarmRenderer } from '../scene/renderer';

// The route's code is loading: start web-ifc now, it compiles while the page renders; make the
// renderer and compile the model's shaders too.
prewarmIfcWorker();
prewarmRenderer(ifcWarmupObjects);

/** /pro/projects/:projectId/viewer/:fileId/ifc — the IFC viewer (`?version=n` for an older version). */
export default function IfcViewerPage() {
  const { fileId = '' } = useParams();
  const [search] = useSearchParams();
  const version = search.get('version');
  const number = version ? Number(version) : undefined;
  return (
    <Box data-testid="viewer.page" h="full">
      <ViewerRoot
        key={`${fileId}:${version ?? ''}`}
        collab={{ fileId, version: number }}
        kind="ifc"
        loader={(session) => modelLoader(session, fileId, number)}
      />
    </Box>
  );
}
