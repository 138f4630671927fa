import { useTranslation } from 'react-i18next';
import { LuFolderKanban } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function FolderPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.folder.title')}
      emptyTitle={t('shell:pages.folder.empty_title')}
      emptyBody={t('shell:pages.folder.empty_body')}
      icon={LuFolderKanban}
    />
  );
}
