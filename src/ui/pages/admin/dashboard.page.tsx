import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAdminDashboard } from '@/api/admin-area.api';
import { paths } from '@/ui/app/paths';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';

/** One figure and the screen it comes from (the whole card is the link). */
function Figure({
  label,
  value,
  to,
  id,
}: {
  label: string;
  value: string;
  to?: string;
  id: string;
}) {
  const body = (
    <Card.Body gap="1">
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
        {value}
      </Text>
      <Text color="fg.muted">{label}</Text>
    </Card.Body>
  );
  if (!to)
    return (
      <Card.Root size="sm" data-testid={`dashboard.${id}`}>
        {body}
      </Card.Root>
    );
  return (
    <Card.Root
      asChild
      size="sm"
      _hover={{ borderColor: 'fg.muted' }}
      data-testid={`dashboard.${id}`}
    >
      <Link to={to}>{body}</Link>
    </Card.Root>
  );
}

/** /admin: the figures an operator looks at first, each a link to its screen. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const q = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });
  const num = (n: number) => new Intl.NumberFormat(locale).format(n);
  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: bytes >= 1e9 ? 'gigabyte' : 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1e9 ? bytes / 1e9 : bytes / 1e6);
  const d = q.data;
  return (
    <Stack gap="6">
      <PageHeader title={t('admin:dashboard.title')} subtitle={t('admin:dashboard.subtitle')} />
      {q.error && <FormAlert message={errorText(q.error)} />}
      {q.isPending && <Skeleton h="40" />}
      {d && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Figure
              id="new7"
              label={t('admin:dashboard.new_7d')}
              value={num(d.new_accounts_7d)}
              to={paths.admin.users}
            />
            <Figure
              id="new30"
              label={t('admin:dashboard.new_30d')}
              value={num(d.new_accounts_30d)}
              to={paths.admin.users}
            />
            <Figure
              id="reviews"
              label={t('admin:dashboard.pending_reviews')}
              value={num(d.pending_reviews)}
              to={paths.admin.users}
            />
            <Figure
              id="subscriptions"
              label={t('admin:dashboard.pending_subscriptions')}
              value={num(d.pending_subscriptions)}
              to="/admin/subscriptions"
            />
            <Figure
              id="contacts"
              label={t('admin:dashboard.unread_contacts')}
              value={num(d.unread_contacts)}
              to={paths.admin.contact}
            />
            <Figure
              id="reports"
              label={t('admin:dashboard.message_reports')}
              value={num(d.message_reports)}
              to={paths.admin.reports}
            />
            <Figure
              id="storage"
              label={t('admin:dashboard.storage')}
              value={size(d.storage_bytes)}
            />
          </SimpleGrid>
          <Stack gap="3">
            <Heading as="h2" size="lg">
              {t('admin:dashboard.by_plan')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {d.subscriptions_by_plan.map((p) => (
                <Figure
                  key={p.plan_id}
                  id={`plan-${p.plan_id}`}
                  label={t('admin:dashboard.plan_line', {
                    name: p.name,
                    audience: t(`admin:plans.audience.${p.audience}`),
                  })}
                  value={num(p.count)}
                  to={paths.admin.plans}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </>
      )}
    </Stack>
  );
}
