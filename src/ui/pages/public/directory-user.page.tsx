import { useTranslation } from 'react-i18next';
import { LuUser } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function DirectoryUserPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:directory_user.title')}
      emptyTitle={t('public:directory_user.empty_title')}
      emptyBody={t('public:directory_user.empty_body')}
      icon={LuUser}
    />
  );
}
