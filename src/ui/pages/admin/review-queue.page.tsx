import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/components/page-header';

/** /admin/users: the accounts to review (the queue itself lands with issue 4). */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin:queue.title')} />;
}
