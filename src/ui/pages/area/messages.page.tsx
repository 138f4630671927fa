import { useTranslation } from 'react-i18next';
import { LuMessageSquare } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.messages.title')}
      emptyTitle={t('shell:pages.messages.empty_title')}
      emptyBody={t('shell:pages.messages.empty_body')}
      icon={LuMessageSquare}
    />
  );
}
