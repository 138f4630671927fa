import { Badge, Card, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getAdminUser } from '@/api/admin-area.api';
import { paths } from '@/ui/app/paths';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { AccountCard } from './parts/account-card';
import { ReasonDialogs } from './parts/reason-dialogs';

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" as="section">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {empty ? <Text color="fg.muted">{empty}</Text> : children}
    </Stack>
  );
}

const Row = ({ children }: { children: ReactNode }) => (
  <Card.Root as="li" size="sm">
    <Card.Body gap="1">{children}</Card.Body>
  </Card.Root>
);

/** /admin/users/{id}: one account, its decisions, projects, products, subscriptions and the admin actions on it. */
export default function AdminUserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { language, locale } = useLanguage();
  const errorText = useErrorText();
  const q = useQuery({
    queryKey: ['admin', 'users', 'one', id],
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const d = q.data;
  const list = { as: 'ul' as const, gap: '2', listStyleType: 'none', ps: '0' };
  return (
    <Stack gap="6">
      <PageHeader
        title={d ? `${d.user.first_name} ${d.user.last_name}` : t('admin:user.title')}
        subtitle={d?.user.email}
      />
      {q.error && <FormAlert message={errorText(q.error)} />}
      {q.isPending && <Skeleton h="40" />}
      {d && (
        <>
          <AccountCard user={d.user} />
          <Section
            title={t('admin:user.projects')}
            empty={d.projects.length ? null : t('admin:user.none')}
          >
            <Stack {...list}>
              {d.projects.map((p) => (
                <Row key={p.id}>
                  <Text fontWeight="semibold">{p.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin:user.project_line', { date: day(p.created_at), count: p.files })}
                  </Text>
                </Row>
              ))}
            </Stack>
          </Section>
          <Section
            title={t('admin:user.products')}
            empty={d.products.length ? null : t('admin:user.none')}
          >
            <Stack {...list}>
              {d.products.map((p) => (
                <Row key={p.id}>
                  <Text fontWeight="semibold">{p.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin:user.product_line', { date: day(p.created_at), status: p.status })}
                  </Text>
                </Row>
              ))}
            </Stack>
          </Section>
          <Section
            title={t('admin:user.subscriptions')}
            empty={d.subscriptions.length ? null : t('admin:user.none')}
          >
            <Stack {...list}>
              {d.subscriptions.map((s) => (
                <Row key={s.id}>
                  <Text fontWeight="semibold">
                    {s.plan.name[language]} <Badge>{t(`admin:user.state.${s.state}`)}</Badge>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin:user.subscription_line', {
                      date: day(s.requested_at),
                      period: t(`admin:user.period.${s.period}`),
                      amount: new Intl.NumberFormat(locale, {
                        style: 'currency',
                        currency: 'DZD',
                        maximumFractionDigits: 0,
                      }).format(s.amount),
                    })}
                  </Text>
                </Row>
              ))}
            </Stack>
          </Section>
          <Section
            title={t('admin:user.actions')}
            empty={d.actions.length ? null : t('admin:user.none')}
          >
            <Stack {...list}>
              {d.actions.map((a) => (
                <Row key={a.id}>
                  <Text>
                    {t(`admin:audit.actions.${a.action.replace('.', '_')}`)} ·{' '}
                    {a.actor ? `${a.actor.first_name} ${a.actor.last_name}` : '—'}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {new Date(a.at).toLocaleString(locale, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Text>
                </Row>
              ))}
            </Stack>
            <ChakraLink asChild variant="underline">
              <Link
                to={`${paths.admin.audit}?target_type=user&target_id=${encodeURIComponent(id)}`}
              >
                {t('admin:user.all_actions')}
              </Link>
            </ChakraLink>
          </Section>
          <ReasonDialogs />
        </>
      )}
    </Stack>
  );
}
