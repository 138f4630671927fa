import {
  Box,
  Button,
  HStack,
  IconButton,
  Image,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFlag, LuPaperclip, LuPencil, LuTrash2 } from 'react-icons/lu';
import { MESSAGE_EDIT_WINDOW_MS, MESSAGE_MAX_LENGTH, type Message } from '@/api/contract/messaging';
import { useLanguage } from '../i18n/language';
import { Linkified } from './linkify';

const isImage = (type: string) => /^image\/(png|jpeg|gif|webp)$/.test(type);

/**
 * One message: own ones at the end side, with their read receipt; edit in place (Enter or Save
 * keeps it, Escape or Cancel leaves it) and delete for 15 minutes; someone else's reported to
 * the administrators.
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
  /** Saves an edited body; resolves once saved (the editor stays open if it fails). */
  onEdit: (m: Message, body: string) => Promise<unknown>;
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
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setDraft(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    const body = draft?.trim() ?? '';
    if (!body || body === message.body) return stopEditing();
    setSaving(true);
    try {
      await onEdit(message, body);
      stopEditing();
    } catch {
      // The thread tells what went wrong; the text stays to be corrected.
    } finally {
      setSaving(false);
    }
  };
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
        ) : draft !== null ? (
          <Stack gap="2" minW={{ base: '48', md: '72' }} data-testid="messages.editor">
            <Textarea
              autoFocus
              rows={3}
              bg="bg"
              color="fg"
              aria-label={t('messaging:thread.edit_label')}
              value={draft}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  stopEditing();
                } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void save();
                }
              }}
              data-testid="messages.edit-input"
            />
            <HStack justify="end" gap="2">
              <Button size="xs" variant="subtle" colorPalette="gray" onClick={stopEditing}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                size="xs"
                variant="solid"
                colorPalette="gray"
                loading={saving}
                disabled={!draft.trim()}
                onClick={() => void save()}
                data-testid="messages.edit-save"
              >
                {t('common:actions.save')}
              </Button>
            </HStack>
          </Stack>
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
              ref={editButton}
              size="2xs"
              variant="ghost"
              aria-label={t('messaging:thread.edit')}
              aria-expanded={draft !== null}
              onClick={() => setDraft(message.body)}
              data-testid="messages.edit"
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
