import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/contract/orders';
import { openOrderConversation } from '@/api/messaging.api';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { messagingKeys } from '@/ui/messaging/messaging.queries';
import { Thread } from '@/ui/messaging/thread';

/**
 * The order's conversation between its two parties (issues 20 and 21), opened on first view:
 * its messages, the composer with attachments, live through the event stream. A draft has
 * nobody to talk to yet.
 */
export function OrderConversation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draft = order.state === 'draft';
  const conversation = useQuery({
    queryKey: ['order-conversation', order.id],
    queryFn: async () => {
      const c = await openOrderConversation(order.id);
      client.setQueryData(messagingKeys.conversation(c.id), c);
      return c;
    },
    enabled: !draft,
    staleTime: Infinity,
  });
  return (
    <CardWrapper py="4" px="4" as="section" aria-labelledby="order-conversation-title">
      <Heading as="h2" size="md" mb="2" id="order-conversation-title">
        {t('messaging:order.title')}
      </Heading>
      {draft ? (
        <Text color="fg.muted">{t('messaging:order.draft')}</Text>
      ) : conversation.data ? (
        <Box h={{ base: '70vh', md: '32rem' }} data-testid="order.conversation">
          <Thread id={conversation.data.id} embedded />
        </Box>
      ) : conversation.isError ? (
        <Text color="fg.error">{t('common:errors.unexpected')}</Text>
      ) : (
        <Spinner size="sm" role="status" aria-label={t('messaging:order.title')} />
      )}
    </CardWrapper>
  );
}
