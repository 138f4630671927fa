import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { AppDialog } from '../dialogs/app-dialog';
import { useDialog } from '../dialogs/use-dialog';
import { useContactUser } from './use-contact-user';

/**
 * SPEC's « add contact message » dialog: a first message to the user a directory page or a
 * profile is about; sending opens (or finds) the conversation and goes to it.
 */
export function AddContactMessageDialog() {
  const { t } = useTranslation();
  const dialog = useDialog('addContactMessage');
  const [body, setBody] = useState('');
  const contact = useContactUser(() => {
    setBody('');
    dialog.close();
  });
  const participantId = dialog.payload?.participantId;
  const send = (withBody: boolean) =>
    participantId && contact.mutate({ participantId, body: withBody ? body : undefined });
  return (
    <AppDialog
      name="addContactMessage"
      title={t('messaging:contact.message_title', { name: dialog.payload?.name ?? '' })}
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => send(false)}
            disabled={contact.isPending}
            data-testid="contact.open"
          >
            {t('messaging:contact.open_conversation')}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => send(true)}
            disabled={!body.trim()}
            loading={contact.isPending}
            data-testid="contact.send"
          >
            <LuSend aria-hidden />
            {t('messaging:contact.send')}
          </Button>
        </>
      }
    >
      <Field.Root>
        <Field.Label>{t('messaging:contact.message_label')}</Field.Label>
        <Textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={5}
          maxLength={5000}
          autoFocus
          data-testid="contact.body"
        />
      </Field.Root>
    </AppDialog>
  );
}
