import {
  Button,
  Link as ChakraLink,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Message } from '@/api/contract/messaging';
import {
  deleteMessage,
  editMessage,
  listMessages,
  markConversationRead,
  reportMessage,
  setBlocked,
} from '@/api/messaging.api';
import { paths } from '../app/paths';
import { useNotify } from '../components/use-notify';
import { AppDialog } from '../dialogs/app-dialog';
import { DialogActions } from '../dialogs/dialog-actions';
import { useDialog } from '../dialogs/use-dialog';
import { FormField } from '../forms/form-field';
import { areaOf } from '../session/area';
import { useSignedInUser } from '../session/session.hooks';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { messagingKeys, useConversation } from './messaging.queries';

/**
 * One conversation: history paged back without jumps, search, live typing, composer, blocking.
 * `embedded` (the order page): no way back to the list and no link to the order it is on.
 */
export function Thread({
  id,
  onBack,
  embedded = false,
}: {
  id: string;
  onBack?: () => void;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const area = areaOf(me);
  const reportDialog = useDialog('reportMessage');
  const [reason, setReason] = useState('');
  const notify = useNotify();
  const client = useQueryClient();
  const conversation = useConversation(id).data;
  const [search, setSearch] = useState('');
  const pages = useInfiniteQuery({
    queryKey: [...messagingKeys.messages(id), search],
    queryFn: ({ pageParam, signal }) =>
      listMessages(id, { before: pageParam, q: search || undefined }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
  const typing =
    (useQuery({
      queryKey: messagingKeys.typing(id),
      queryFn: () => 0,
      staleTime: Infinity,
    }).data ?? 0) > 0;
  // The edit window closes while the page is open: look at the clock every 30 s.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const messages = (pages.data?.pages.flatMap((p) => p.data) ?? []).slice().reverse();
  const newest = messages.at(-1)?.id;

  // Read when shown and whenever a new message arrives while it is.
  useEffect(() => {
    if (!newest) return;
    void markConversationRead(id).then(() => {
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      void client.invalidateQueries({ queryKey: messagingKeys.notifications });
    });
  }, [id, newest, client]);

  // Keep the view at the bottom for new messages, and in place when older ones are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ newest?: string; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (previous.current.newest !== newest) el.scrollTop = el.scrollHeight;
    else el.scrollTop += el.scrollHeight - previous.current.height;
    previous.current = { newest, height: el.scrollHeight };
  }, [messages.length, newest]);

  // Infinite scroll back in history: the older page loads once the top of the list shows (the
  // button stays for keyboards and for browsers without IntersectionObserver).
  const top = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const el = top.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const refresh = () => client.invalidateQueries({ queryKey: messagingKeys.messages(id) });
  const remove = useMutation({
    mutationFn: (m: Message) => deleteMessage(m.id),
    onSuccess: refresh,
    onError: (e) => notify.error(e),
  });
  const edit = useMutation({
    mutationFn: ({ m, body }: { m: Message; body: string }) => editMessage(m.id, body),
    onSuccess: refresh,
    onError: (e) => notify.error(e),
  });
  const report = useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      reportMessage(messageId, reason),
    onSuccess: () => {
      reportDialog.close();
      notify.success(t('messaging:thread.reported'));
    },
    onError: (e) => notify.error(e),
  });
  const reported = reportDialog.payload?.messageId;
  const sendReport = () => {
    if (reported && reason.trim()) report.mutate({ messageId: reported, reason: reason.trim() });
  };
  const block = useMutation({
    mutationFn: (blocked: boolean) => setBlocked(id, blocked),
    onSuccess: (c) => {
      client.setQueryData(messagingKeys.conversation(id), c);
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
    onError: (e) => notify.error(e),
  });

  const other = conversation?.participant;
  const person = other ? `${other.first_name} ${other.last_name}` : '';
  const order = conversation?.order;
  return (
    <Stack h="full" gap="3" data-testid="messages.thread">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" minW="0">
          {!embedded && (
            <Button variant="ghost" size="sm" hideFrom="md" onClick={onBack}>
              <LuArrowLeft aria-hidden />
              {t('messaging:thread.back')}
            </Button>
          )}
          <Stack gap="0" minW="0">
            <Heading as={embedded ? 'h3' : 'h2'} size="md" truncate>
              {order && !embedded
                ? t('messaging:list.order_title', { number: order.number })
                : person}
            </Heading>
            {order && !embedded && (
              <Text fontSize="sm" color="fg.muted" truncate>
                {person} ·{' '}
                <ChakraLink asChild color="fg.info">
                  <Link to={paths[area].order(order.id)} data-testid="messages.open-order">
                    {t('messaging:thread.open_order')}
                  </Link>
                </ChakraLink>
              </Text>
            )}
          </Stack>
        </HStack>
        <HStack gap="2">
          <Input
            size="sm"
            maxW="48"
            type="search"
            aria-label={t('messaging:thread.search')}
            placeholder={t('messaging:thread.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {conversation && (
            <Button
              size="sm"
              variant="outline"
              colorPalette={conversation.blocked ? 'gray' : 'red'}
              onClick={() => block.mutate(!conversation.blocked)}
            >
              {conversation.blocked ? t('messaging:thread.unblock') : t('messaging:thread.block')}
            </Button>
          )}
        </HStack>
      </HStack>
      <Stack ref={scroller} flex="1" overflowY="auto" minH="48" gap="3" px="1">
        <div ref={top} aria-hidden data-testid="messages.history-top" />
        {pages.hasNextPage && (
          <Button
            size="sm"
            variant="ghost"
            alignSelf="center"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('messaging:thread.earlier')}
          </Button>
        )}
        {messages.length === 0 && !pages.isPending && (
          <Text color="fg.muted" textAlign="center">
            {search ? t('messaging:thread.no_match') : t('messaging:thread.empty')}
          </Text>
        )}
        <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-live="polite">
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              mine={m.sender_id === me.id}
              now={now}
              onDelete={(msg) => remove.mutate(msg)}
              onReport={(msg) => {
                setReason('');
                reportDialog.open({ messageId: msg.id });
              }}
              onEdit={(msg, body) => edit.mutateAsync({ m: msg, body })}
            />
          ))}
        </Stack>
      </Stack>
      <Text fontSize="sm" color="fg.muted" minH="5" aria-live="polite">
        {typing && other ? t('messaging:thread.typing', { name: other.first_name }) : ''}
      </Text>
      <Composer key={id} conversationId={id} disabled={!!conversation?.blocked_by_them} />
      <AppDialog
        name="reportMessage"
        title={t('messaging:thread.report_title')}
        footer={
          <DialogActions
            onCancel={reportDialog.close}
            onConfirm={sendReport}
            confirmLabel={t('messaging:thread.report_send')}
            pending={report.isPending}
            danger
            testId="messages.report.confirm"
          />
        }
      >
        <FormField label={t('messaging:thread.report_reason')} required>
          <Textarea
            autoFocus
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            data-testid="messages.report.reason"
          />
        </FormField>
      </AppDialog>
    </Stack>
  );
}
