import { useParams } from 'react-router';
import { ProjectExplorer } from '@/ui/projects/components/project-explorer';

/** /pro/projects/{projectId}: the project's root folder. */
export default function ProjectPage() {
  const { projectId = '' } = useParams();
  return <ProjectExplorer key={projectId} projectId={projectId} />;
}
