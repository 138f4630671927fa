import { useTranslation } from 'react-i18next';
import { LuInbox } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function SharedWithMePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.shared_with_me.title')}
      emptyTitle={t('shell:pages.shared_with_me.empty_title')}
      emptyBody={t('shell:pages.shared_with_me.empty_body')}
      icon={LuInbox}
    />
  );
}
