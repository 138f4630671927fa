import { useTranslation } from 'react-i18next';
import { LuUsers } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function DirectoryPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:directory.title')}
      emptyTitle={t('public:directory.empty_title')}
      emptyBody={t('public:directory.empty_body')}
      icon={LuUsers}
    />
  );
}
