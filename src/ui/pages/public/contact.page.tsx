import { useTranslation } from 'react-i18next';
import { LuMail } from 'react-icons/lu';
import { EmptyPage } from '@/ui/components/empty-page';

/** Its content arrives with its capability; until then the page says truthfully that it is empty. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('public:contact.title')}
      emptyTitle={t('public:contact.empty_title')}
      emptyBody={t('public:contact.empty_body')}
      icon={LuMail}
    />
  );
}
