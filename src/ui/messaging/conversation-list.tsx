import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConversations } from './messaging.queries';

/** My conversations, latest first: the other person, the last message, the unread count. */
export function ConversationList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const list = useConversations();
  if (list.data?.length === 0)
    return (
      <Text color="fg.muted" p="3">
        {t('messaging:list.empty')}
      </Text>
    );
  return (
    <Stack as="ul" gap="1" listStyleType="none" ps="0" data-testid="messages.conversations">
      {list.data?.map((c) => {
        const person = `${c.participant.first_name} ${c.participant.last_name}`;
        const name = c.order ? t('messaging:list.order_title', { number: c.order.number }) : person;
        const last = c.last_message;
        const preview = last
          ? last.deleted
            ? t('messaging:thread.deleted')
            : last.body || last.attachments.map((a) => a.name).join(', ')
          : '';
        return (
          <li key={c.id}>
            <Button
              variant={selected === c.id ? 'subtle' : 'ghost'}
              w="full"
              h="auto"
              py="2"
              justifyContent="start"
              onClick={() => onSelect(c.id)}
              aria-current={selected === c.id ? 'true' : undefined}
              data-testid="messages.conversation"
            >
              <HStack w="full" gap="2" minW="0">
                <Stack gap="0" flex="1" minW="0" textAlign="start">
                  <Text fontWeight={c.unread ? 'bold' : 'semibold'} truncate>
                    {name}
                  </Text>
                  {c.order && (
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {person}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {preview}
                  </Text>
                </Stack>
                {c.unread > 0 && (
                  <Badge colorPalette="red" variant="solid" data-testid="messages.unread">
                    <Box as="span" srOnly>
                      {t('messaging:list.unread', { count: c.unread })}
                    </Box>
                    <span aria-hidden>{c.unread}</span>
                  </Badge>
                )}
              </HStack>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
