import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCheck, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { type Notification, notificationWordingOptions } from '@/api/contract/notifications';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/api/notifications.api';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { EmptyPage } from '@/ui/components/empty-page';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { useLanguage } from '@/ui/i18n/language';
import { messagingKeys } from '@/ui/messaging/messaging.queries';

/** /pro/notifications and /fab/notifications: grouped by day, newest first; read, open, delete. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: [...messagingKeys.notifications, 'list'],
    queryFn: ({ pageParam, signal }) => listNotifications({ before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const refresh = () => client.invalidateQueries({ queryKey: messagingKeys.notifications });
  const read = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: refresh,
    onError: (e) => notify.error(e),
  });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSuccess: refresh,
    onError: (e) => notify.error(e),
  });

  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  if (list.isSuccess && items.length === 0)
    return (
      <EmptyPage
        title={t('shell:pages.notifications.title')}
        emptyTitle={t('shell:pages.notifications.empty_title')}
        emptyBody={t('shell:pages.notifications.empty_body')}
        icon={LuBell}
      />
    );
  const day = (n: Notification) =>
    new Date(n.created_at).toLocaleDateString(locale, { dateStyle: 'full' });
  const groups = new Map<string, Notification[]>();
  for (const n of items) groups.set(day(n), [...(groups.get(day(n)) ?? []), n]);
  const open = (n: Notification) => {
    if (!n.read_at) read.mutate(n.id);
    if (n.link) void navigate(n.link);
  };

  return (
    <>
      <PageHeader
        title={t('shell:pages.notifications.title')}
        subtitle={t('messaging:notifications.unread', { count: unread })}
        actions={
          <Button
            variant="outline"
            onClick={() => readAll.mutate()}
            disabled={unread === 0}
            loading={readAll.isPending}
            data-testid="notifications.read-all"
          >
            <LuCheck aria-hidden />
            {t('messaging:notifications.read_all')}
          </Button>
        }
      />
      <Stack gap="6">
        {[...groups].map(([label, group]) => (
          <Box as="section" key={label} aria-label={label}>
            <Heading as="h2" size="sm" color="fg.muted" mb="2">
              {label}
            </Heading>
            <CardWrapper p="0">
              <Stack as="ul" gap="0" listStyleType="none" ps="0">
                {group.map((n) => (
                  <HStack
                    as="li"
                    key={n.id}
                    gap="2"
                    px="4"
                    py="3"
                    borderBottomWidth="1px"
                    _last={{ borderBottomWidth: 0 }}
                    bg={n.read_at ? undefined : 'bg.info'}
                    data-testid="notifications.item"
                    data-unread={!n.read_at}
                  >
                    <Button
                      variant="plain"
                      flex="1"
                      minW="0"
                      h="auto"
                      justifyContent="start"
                      textAlign="start"
                      whiteSpace="normal"
                      onClick={() => open(n)}
                    >
                      <Stack gap="0" align="start">
                        <Text fontWeight={n.read_at ? 'normal' : 'semibold'}>
                          {t(`messaging:types.${n.type}`, notificationWordingOptions(n))}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {new Date(n.created_at).toLocaleTimeString(locale, {
                            timeStyle: 'short',
                          })}
                        </Text>
                      </Stack>
                    </Button>
                    {!n.read_at && (
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('messaging:notifications.mark_read')}
                        onClick={() => read.mutate(n.id)}
                      >
                        <LuCheck />
                      </IconButton>
                    )}
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={t('messaging:notifications.delete')}
                      onClick={() => remove.mutate(n.id)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            </CardWrapper>
          </Box>
        ))}
        {list.hasNextPage && (
          <Button
            variant="ghost"
            alignSelf="center"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('messaging:notifications.more')}
          </Button>
        )}
      </Stack>
    </>
  );
}
