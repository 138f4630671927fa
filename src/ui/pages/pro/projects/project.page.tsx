import { useTranslation } from 'react-i18next';
import { LuFolderKanban } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function ProjectPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.project.title')}
      emptyTitle={t('shell:pages.project.empty_title')}
      emptyBody={t('shell:pages.project.empty_body')}
      icon={LuFolderKanban}
    />
  );
}
