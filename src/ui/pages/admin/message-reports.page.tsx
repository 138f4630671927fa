import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuFlag } from 'react-icons/lu';
import type { Person } from '@/api/contract/people';
import { listMessageReports } from '@/api/messaging.api';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';

const nameOf = (p: Person) => `${p.first_name} ${p.last_name} (${p.email})`;

/** /admin/reports (ADMIN and SUPER_ADMIN): the messages users reported, newest first. */
export default function MessageReportsPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const reports = useQuery({
    queryKey: ['admin', 'message-reports'],
    queryFn: ({ signal }) => listMessageReports(signal),
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="6">
      <PageHeader title={t('admin:reports.title')} subtitle={t('admin:reports.subtitle')} />
      {reports.error && <FormAlert message={errorText(reports.error)} />}
      {reports.isPending && <Skeleton h="40" />}
      {reports.data?.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:reports.empty_title')}
          emptyBody={t('admin:reports.empty_body')}
          icon={LuFlag}
        />
      )}
      <Stack as="ul" gap="3" listStyleType="none" ps="0">
        {reports.data?.map((r) => (
          <Card.Root as="li" key={r.id} size="sm" data-testid="reports.item">
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold">
                  {t('admin:reports.by', { name: nameOf(r.reporter) })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {when(r.created_at)}
                </Text>
              </HStack>
              <Text>
                <Text as="span" color="fg.muted">
                  {t('admin:reports.reason')}{' '}
                </Text>
                {r.reason}
              </Text>
              <Stack gap="1" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin:reports.sent_by', {
                      name: nameOf(r.message.sender),
                      date: when(r.message.created_at),
                    })}
                  </Text>
                  {r.message.deleted && <Badge>{t('admin:reports.deleted')}</Badge>}
                </HStack>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {r.message.body}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
