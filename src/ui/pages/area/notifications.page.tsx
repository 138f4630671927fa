import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.notifications.title')}
      emptyTitle={t('shell:pages.notifications.empty_title')}
      emptyBody={t('shell:pages.notifications.empty_body')}
      icon={LuBell}
    />
  );
}
