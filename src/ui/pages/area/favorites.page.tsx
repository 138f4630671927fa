import { useTranslation } from 'react-i18next';
import { LuHeart } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('shell:pages.favorites.title')}
      emptyTitle={t('shell:pages.favorites.empty_title')}
      emptyBody={t('shell:pages.favorites.empty_body')}
      icon={LuHeart}
    />
  );
}
