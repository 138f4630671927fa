import { useTranslation } from 'react-i18next';
import { LuCircleHelp } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:faq.title')}
      emptyTitle={t('public:faq.empty_title')}
      emptyBody={t('public:faq.empty_body')}
      icon={LuCircleHelp}
    />
  );
}
