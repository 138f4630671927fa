import { useTranslation } from 'react-i18next';
import { LuTag } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function PlansPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:plans.title')}
      emptyTitle={t('public:plans.empty_title')}
      emptyBody={t('public:plans.empty_body')}
      icon={LuTag}
    />
  );
}
