import { Box, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFlag, LuPaperclip, LuPencil, LuTrash2 } from 'react-icons/lu';
import { MESSAGE_EDIT_WINDOW_MS, type Message } from '@/api/contract/messaging';
import { useLanguage } from '../i18n/language';
import { Linkified } from './linkify';

const isImage = (type: string) => /^image\/(png|jpeg|gif|webp)$/.test(type);

/**
 * One message: own ones at the end side, with their read receipt; edit/delete for 15 minutes;
 * someone else's reported to the administrators.
 */
export function MessageItem({
  message,
  mine,
  now,
  onEdit,
  onDelete,
  onReport,
}: {
  message: Message;
  mine: boolean;
  now: number;
  onEdit: (m: Message) => void;
  onDelete: (m: Message) => void;
  /** Reports someone else's message to the administrators. */
  onReport?: (m: Message) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const time = new Date(message.created_at).toLocaleString(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const editable =
    mine && !message.deleted && now - Date.parse(message.created_at) < MESSAGE_EDIT_WINDOW_MS;
  return (
    <Stack
      as="li"
      align={mine ? 'end' : 'start'}
      gap="1"
      data-testid="messages.message"
      data-mine={mine}
    >
      <Box
        maxW={{ base: '85%', md: '70%' }}
        bg={mine ? 'brand.solid' : 'bg.panel'}
        color={mine ? 'white' : 'fg'}
        borderWidth={mine ? '0' : '1px'}
        borderRadius="lg"
        px="3"
        py="2"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {message.deleted ? (
          <Text fontStyle="italic">{t('messaging:thread.deleted')}</Text>
        ) : (
          <>
            {message.body && (
              <Text data-testid="messages.body">
                <Linkified text={message.body} />
              </Text>
            )}
            {message.attachments.map((a) => (
              <Box key={a.id} mt={message.body ? '2' : '0'}>
                {isImage(a.content_type) ? (
                  <Link href={`${a.url}?disposition=inline`} target="_blank" rel="noopener">
                    <Image
                      src={`${a.url}?disposition=inline`}
                      alt={a.name}
                      maxH="48"
                      borderRadius="md"
                    />
                  </Link>
                ) : (
                  <Link
                    href={a.url}
                    color={mine ? 'white' : 'fg.info'}
                    data-testid="messages.attachment"
                  >
                    <LuPaperclip aria-hidden /> {a.name}
                  </Link>
                )}
              </Box>
            ))}
          </>
        )}
      </Box>
      <HStack gap="1" fontSize="xs" color="fg.muted">
        <Text>{time}</Text>
        {message.edited_at && !message.deleted && <Text>· {t('messaging:thread.edited')}</Text>}
        {mine && !message.deleted && (
          <Text data-testid="messages.receipt">
            · {message.read ? t('messaging:thread.read') : t('messaging:thread.sent')}
          </Text>
        )}
        {editable && (
          <>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('messaging:thread.edit')}
              onClick={() => onEdit(message)}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('messaging:thread.delete')}
              onClick={() => onDelete(message)}
            >
              <LuTrash2 />
            </IconButton>
          </>
        )}
        {!mine && !message.deleted && onReport && (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t('messaging:thread.report')}
            onClick={() => onReport(message)}
            data-testid="messages.report"
          >
            <LuFlag />
          </IconButton>
        )}
      </HStack>
    </Stack>
  );
}
