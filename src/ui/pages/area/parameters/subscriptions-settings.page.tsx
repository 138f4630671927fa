import { useTranslation } from 'react-i18next';
import { LuTag } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function SubscriptionsSettingsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.subscriptions.title')}
      emptyTitle={t('shell:pages.subscriptions.empty_title')}
      emptyBody={t('shell:pages.subscriptions.empty_body')}
      icon={LuTag}
    />
  );
}
