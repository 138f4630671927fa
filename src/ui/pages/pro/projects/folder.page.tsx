import { useParams } from 'react-router';
import { ProjectExplorer } from '@/ui/projects/components/project-explorer';

/** /pro/projects/{projectId}/files/{folderId}: one folder of the project. */
export default function FolderPage() {
  const { projectId = '', folderId = '' } = useParams();
  return <ProjectExplorer key={projectId} projectId={projectId} folderId={folderId} />;
}
