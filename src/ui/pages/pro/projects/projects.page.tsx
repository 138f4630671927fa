import { useTranslation } from 'react-i18next';
import { LuFolderKanban } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.projects.title')}
      emptyTitle={t('shell:pages.projects.empty_title')}
      emptyBody={t('shell:pages.projects.empty_body')}
      icon={LuFolderKanban}
    />
  );
}
