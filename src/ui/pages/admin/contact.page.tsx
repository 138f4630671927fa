import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMail } from 'react-icons/lu';
import { archiveAdminContact, getAdminContact, getAdminContacts } from '@/api/admin-area.api';
import {
  contactStatuses,
  type AdminContact,
  type AdminContactsPage,
  type ContactStatus,
} from '@/api/contract/admin-site';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { Pager } from '@/ui/components/pager';
import { useNotify } from '@/ui/components/use-notify';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { ContactAnswerDialog } from './parts/contact-answer-dialog';

type Filter = ContactStatus | 'all';
const filters: Filter[] = [...contactStatuses, 'all'];

/** /admin/contact: the contact form's messages; read one, answer it by e-mail, archive it. */
export default function AdminContactPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const answer = useDialog('adminContactAnswer');
  const [filter, setFilter] = useState<Filter>('unread');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const status = filter === 'all' ? undefined : filter;
  const list = useQuery({
    queryKey: ['admin', 'contacts', { status, page }],
    queryFn: ({ signal }) => getAdminContacts({ status, page }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] });
  const read = useMutation({
    mutationFn: (c: AdminContact) => getAdminContact(c.id),
    onSuccess: async (c) => {
      setOpen(c.id);
      // The message stays where it is, now marked read; the dashboard's count changes.
      queryClient.setQueriesData<AdminContactsPage>({ queryKey: ['admin', 'contacts'] }, (old) =>
        old ? { ...old, data: old.data.map((x) => (x.id === c.id ? c : x)) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    onError: notify.error,
  });
  const archive = useMutation({
    mutationFn: (c: AdminContact) => archiveAdminContact(c.id),
    onSuccess: async (c) => {
      await refresh();
      notify.success(t('admin:contact.archived', { subject: c.subject }));
    },
    onError: notify.error,
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const meta = list.data?.meta;
  return (
    <Stack gap="6">
      <PageHeader title={t('admin:contact.title')} subtitle={t('admin:contact.subtitle')} />
      <Box maxW="full" overflowX="auto" py="1">
        <SegmentGroup.Root
          value={filter}
          onValueChange={(d) => {
            setFilter(d.value as Filter);
            setPage(1);
          }}
          aria-label={t('admin:contact.filter')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={filters.map((f) => ({ value: f, label: t(`admin:contact.status.${f}`) }))}
          />
        </SegmentGroup.Root>
      </Box>
      {list.error && <FormAlert message={errorText(list.error)} />}
      {list.isPending && <Skeleton h="40" />}
      {list.data?.data.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:contact.empty_title')}
          emptyBody={t('admin:contact.empty_body')}
          icon={LuMail}
        />
      )}
      <Stack as="ul" gap="3" listStyleType="none" ps="0">
        {list.data?.data.map((c) => {
          const shown = open === c.id;
          return (
            <Card.Root as="li" key={c.id} size="sm" data-testid="contact.item">
              <Card.Body gap="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {c.subject}
                  </Text>
                  <HStack gap="1">
                    <Badge colorPalette={c.status === 'unread' ? 'blue' : undefined}>
                      {t(`admin:contact.status.${c.status}`)}
                    </Badge>
                    {c.answered_at && (
                      <Badge colorPalette="green">{t('admin:contact.answered_badge')}</Badge>
                    )}
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {t('admin:contact.from', {
                    name: c.name,
                    email: c.email,
                    date: when(c.created_at),
                    type: t(`site:contact.types.${c.type}`, { defaultValue: c.type }),
                    language: t(`admin:languages.${c.language}`),
                  })}
                </Text>
                <Text
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  lineClamp={shown ? undefined : 2}
                >
                  {c.message}
                </Text>
                {shown && c.answer && (
                  <Stack gap="1" borderStartWidth="3px" borderColor="border.emphasized" ps="3">
                    <Text fontSize="sm" color="fg.muted">
                      {t('admin:contact.answered_on', { date: when(c.answered_at!) })}
                    </Text>
                    <Text whiteSpace="pre-wrap">{c.answer}</Text>
                  </Stack>
                )}
                <HStack gap="2" wrap="wrap">
                  {!shown && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={read.isPending && read.variables?.id === c.id}
                      onClick={() => read.mutate(c)}
                    >
                      {t('admin:contact.read')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    onClick={() => answer.open({ id: c.id, subject: c.subject })}
                    data-testid="contact.answer_open"
                  >
                    {t('admin:contact.answer_action')}
                  </Button>
                  {c.status !== 'archived' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={archive.isPending && archive.variables?.id === c.id}
                      onClick={() => archive.mutate(c)}
                    >
                      {t('admin:contact.archive')}
                    </Button>
                  )}
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      {meta && (
        <Pager
          page={meta.current_page}
          last={meta.last_page}
          label={t('admin:queue.page', { page: meta.current_page, pages: meta.last_page })}
          onPage={setPage}
        />
      )}
      <ContactAnswerDialog />
    </Stack>
  );
}
