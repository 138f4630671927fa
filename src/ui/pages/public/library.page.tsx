import { useTranslation } from 'react-i18next';
import { LuLibrary } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function LibraryPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:library.title')}
      emptyTitle={t('public:library.empty_title')}
      emptyBody={t('public:library.empty_body')}
      icon={LuLibrary}
    />
  );
}
