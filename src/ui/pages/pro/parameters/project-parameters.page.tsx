import { useTranslation } from 'react-i18next';
import { LuSettings } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function ProjectParametersPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.project_parameters.title')}
      emptyTitle={t('shell:pages.project_parameters.empty_title')}
      emptyBody={t('shell:pages.project_parameters.empty_body')}
      icon={LuSettings}
    />
  );
}
