import {
  Badge,
  Box,
  Button,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuHistory } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { getAdminAudit } from '@/api/admin-area.api';
import {
  adminActionNames,
  adminActionNameSchema,
  adminTargetTypes,
  adminTargetTypeSchema,
} from '@/api/contract/admin-audit';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { Pager } from '@/ui/components/pager';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';

/** /admin/audit: every administrator's action (who, when, what, on what), filtered in the URL. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const action = adminActionNameSchema.safeParse(search.get('action')).data;
  const targetType = adminTargetTypeSchema.safeParse(search.get('target_type')).data;
  const actor = search.get('actor') ?? undefined;
  const targetId = search.get('target_id') ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = { action, target_type: targetType, actor, target_id: targetId, page };
  const audit = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAdminAudit(query, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const details = (d: Record<string, unknown>) =>
    Object.entries(d)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' → ') : String(v)}`)
      .join(' · ');
  const meta = audit.data?.meta;
  return (
    <Stack gap="6">
      <PageHeader title={t('admin:audit.title')} subtitle={t('admin:audit.subtitle')} />
      <HStack gap="3" wrap="wrap" align="end">
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '64' }}>
          <NativeSelect.Field
            aria-label={t('admin:audit.filter_action')}
            value={action ?? ''}
            onChange={(e) => set('action', e.target.value)}
            data-testid="audit.action"
          >
            <option value="">{t('admin:audit.all_actions')}</option>
            {adminActionNames.map((a) => (
              <option key={a} value={a}>
                {t(`admin:audit.actions.${a.replace('.', '_')}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label={t('admin:audit.filter_target')}
            value={targetType ?? ''}
            onChange={(e) => set('target_type', e.target.value)}
          >
            <option value="">{t('admin:audit.all_targets')}</option>
            {adminTargetTypes.map((a) => (
              <option key={a} value={a}>
                {t(`admin:audit.targets.${a}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {(actor || targetId) && (
          <Button size="sm" variant="outline" onClick={() => setSearch(new URLSearchParams())}>
            {t('admin:audit.clear')}
          </Button>
        )}
      </HStack>
      {audit.error && <FormAlert message={errorText(audit.error)} />}
      {audit.isPending && <Skeleton h="40" />}
      {audit.data?.data.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:audit.empty_title')}
          emptyBody={t('admin:audit.empty_body')}
          icon={LuHistory}
        />
      )}
      {!!audit.data?.data.length && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg.panel">
          <Table.Root size="sm" data-testid="audit.table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('admin:audit.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:audit.who')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:audit.what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:audit.target')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:audit.details')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {audit.data.data.map((a) => (
                <Table.Row key={a.id} data-testid="audit.row">
                  <Table.Cell whiteSpace="nowrap">{when(a.at)}</Table.Cell>
                  <Table.Cell>
                    {a.actor ? `${a.actor.first_name} ${a.actor.last_name}` : '—'}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge>{t(`admin:audit.actions.${a.action.replace('.', '_')}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`admin:audit.targets.${a.target_type}`)}
                    </Text>
                    <Text wordBreak="break-word">{a.target_label ?? a.target_id}</Text>
                  </Table.Cell>
                  <Table.Cell maxW="md" wordBreak="break-word" fontSize="sm">
                    {details(a.details)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {meta && (
        <Pager
          page={meta.current_page}
          last={meta.last_page}
          label={t('admin:queue.page', { page: meta.current_page, pages: meta.last_page })}
          onPage={(p) => set('page', String(p))}
        />
      )}
    </Stack>
  );
}
