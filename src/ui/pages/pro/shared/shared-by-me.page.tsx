import { useTranslation } from 'react-i18next';
import { LuShare2 } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function SharedByMePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.shared_by_me.title')}
      emptyTitle={t('shell:pages.shared_by_me.empty_title')}
      emptyBody={t('shell:pages.shared_by_me.empty_body')}
      icon={LuShare2}
    />
  );
}
