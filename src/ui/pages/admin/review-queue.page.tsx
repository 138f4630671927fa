import {
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  SegmentGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { getAdminUsers } from '@/api/admin.api';
import { userTypes, type AccountStatus, type UserType } from '@/api/contract/user';
import { EmptyBlock } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { PageHeader } from '@/ui/components/page-header';
import { AccountCard } from './parts/account-card';
import { ReasonDialogs } from './parts/reason-dialogs';
import { queueKey } from './parts/use-decision';

const filters = ['F', 'R', 'A', 'D', 'P', 'all'] as const;
type Filter = (typeof filters)[number];

/**
 * /admin/users (ADMIN and SUPER_ADMIN): the accounts to review with their onboarding details;
 * approve, reject with a reason, deactivate, reactivate. Each decision mails the user.
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<Filter>('F');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [type, setType] = useState<UserType | ''>('');
  const status = filter === 'all' ? undefined : (filter as AccountStatus);
  const users = useQuery({
    queryKey: [...queueKey, { status, q, page, type }],
    queryFn: ({ signal }) => getAdminUsers({ status, q, page, type: type || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQ(search.trim());
  };
  const meta = users.data?.meta;
  return (
    <Stack gap="6">
      <PageHeader title={t('admin:queue.title')} subtitle={t('admin:queue.subtitle')} />
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Box maxW="full" overflowX="auto" py="1">
          <SegmentGroup.Root
            value={filter}
            onValueChange={(d) => {
              setFilter(d.value as Filter);
              setPage(1);
            }}
            aria-label={t('admin:queue.filter')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={filters.map((f) => ({ value: f, label: t(`admin:filters.${f}`) }))}
            />
          </SegmentGroup.Root>
        </Box>
        <form onSubmit={submit} role="search">
          <HStack wrap="wrap">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('admin:queue.type')}
                value={type}
                onChange={(e) => {
                  setType(e.target.value as UserType | '');
                  setPage(1);
                }}
                data-testid="admin.queue.type"
              >
                <option value="">{t('admin:queue.all_types')}</option>
                {userTypes.map((u) => (
                  <option key={u} value={u}>
                    {t(`common:user_types.${u}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('admin:queue.search')}
              aria-label={t('admin:queue.search')}
              size="sm"
            />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              aria-label={t('common:actions.search')}
            >
              <LuSearch />
            </Button>
          </HStack>
        </form>
      </HStack>
      {users.isPending && (
        <Spinner alignSelf="center" color="product" role="status" aria-label={t('loading')} />
      )}
      {users.isError && <FormAlert message={errorText(users.error)} />}
      {users.data && users.data.data.length === 0 && (
        <EmptyBlock
          emptyTitle={t('admin:queue.empty_title')}
          emptyBody={t('admin:queue.empty_body')}
          icon={LuSearch}
        />
      )}
      <Stack gap="4" data-testid="admin.queue">
        {users.data?.data.map((u) => (
          <AccountCard key={u.id} user={u} />
        ))}
      </Stack>
      {meta && meta.last_page > 1 && (
        <HStack justify="center" gap="4">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('admin:queue.previous')}
          </Button>
          <Text fontSize="sm">
            {t('admin:queue.page', { page: meta.current_page, pages: meta.last_page })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('admin:queue.next')}
          </Button>
        </HStack>
      )}
      <ReasonDialogs />
    </Stack>
  );
}
