import { Button, HStack, IconButton, Stack, Tag, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPaperclip, LuSend } from 'react-icons/lu';
import type { Attachment } from '@/api/contract/messaging';
import { sendMessage, sendTyping, uploadAttachment } from '@/api/messaging.api';
import { useNotify } from '../components/use-notify';
import { messagingKeys } from './messaging.queries';

const draftKey = (id: string) => `ouvrage.draft.${id}`;
const readDraft = (id: string) => {
  try {
    return localStorage.getItem(draftKey(id)) ?? '';
  } catch {
    return '';
  }
};
const TYPING_EVERY_MS = 3_000;

/** The message box: text (Enter sends, Shift+Enter a new line), attachments, a draft kept per conversation. */
export function Composer({
  conversationId,
  disabled,
}: {
  conversationId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [body, setBody] = useState(() => readDraft(conversationId));
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);

  useEffect(() => {
    try {
      if (body) localStorage.setItem(draftKey(conversationId), body);
      else localStorage.removeItem(draftKey(conversationId));
    } catch {
      // Private browsing: drafts are not kept.
    }
  }, [body, conversationId]);

  const upload = useMutation({
    mutationFn: uploadAttachment,
    onSuccess: (a) => setAttachments((list) => [...list, a]),
    onError: (err) => notify.error(err),
  });
  const send = useMutation({
    mutationFn: () =>
      sendMessage(
        conversationId,
        body.trim(),
        attachments.map((a) => a.id),
      ),
    onSuccess: () => {
      setBody('');
      setAttachments([]);
      void client.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
    onError: (err) => notify.error(err),
  });
  const canSend = !disabled && (body.trim() !== '' || attachments.length > 0) && !send.isPending;

  return (
    <Stack
      as="form"
      gap="2"
      borderTopWidth="1px"
      pt="3"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) send.mutate();
      }}
    >
      {attachments.length > 0 && (
        <HStack wrap="wrap" gap="2">
          {attachments.map((a) => (
            <Tag.Root key={a.id}>
              <Tag.Label>{a.name}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('messaging:composer.remove', { name: a.name })}
                  onClick={() => setAttachments((l) => l.filter((x) => x.id !== a.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <HStack align="end" gap="2">
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="messages.file-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) upload.mutate(f);
            e.target.value = '';
          }}
        />
        <IconButton
          variant="outline"
          aria-label={t('messaging:composer.attach')}
          onClick={() => fileInput.current?.click()}
          loading={upload.isPending}
          disabled={disabled}
        >
          <LuPaperclip />
        </IconButton>
        <Textarea
          aria-label={t('messaging:composer.label')}
          placeholder={
            disabled ? t('messaging:composer.blocked') : t('messaging:composer.placeholder')
          }
          value={body}
          disabled={disabled}
          rows={2}
          autoresize
          maxH="40"
          data-testid="messages.composer"
          onChange={(e) => {
            setBody(e.target.value);
            if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = Date.now();
              void sendTyping(conversationId).catch(() => undefined);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              if (canSend) send.mutate();
            }
          }}
        />
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canSend}
          loading={send.isPending}
          data-testid="messages.send"
        >
          <LuSend aria-hidden />
          {t('messaging:composer.send')}
        </Button>
      </HStack>
    </Stack>
  );
}
