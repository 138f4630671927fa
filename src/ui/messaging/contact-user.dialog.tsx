import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConversation, searchContacts } from '@/api/messaging.api';
import { AppDialog } from '../dialogs/app-dialog';
import { useDialog } from '../dialogs/use-dialog';
import { useNotify } from '../components/use-notify';
import { messagingKeys } from './messaging.queries';

/** SPEC's « contact user » dialog: find someone by name, company or e-mail, open the conversation. */
export function ContactUserDialog({ onOpened }: { onOpened: (conversationId: string) => void }) {
  const { t } = useTranslation();
  const dialog = useDialog('contactUser');
  const notify = useNotify();
  const client = useQueryClient();
  const [q, setQ] = useState('');
  const contacts = useQuery({
    queryKey: ['contacts', q],
    queryFn: ({ signal }) => searchContacts(q, signal),
    enabled: dialog.isOpen && q.trim().length >= 2,
  });
  const open = useMutation({
    mutationFn: openConversation,
    onSuccess: (c) => {
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      dialog.close();
      onOpened(c.id);
    },
    onError: (err) => notify.error(err),
  });
  return (
    <AppDialog name="contactUser" title={t('messaging:contact.title')}>
      <Stack gap="3">
        <Input
          aria-label={t('messaging:contact.search')}
          placeholder={t('messaging:contact.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          data-testid="messages.contact-search"
          autoFocus
        />
        {q.trim().length >= 2 && contacts.data?.length === 0 && (
          <Text color="fg.muted">{t('messaging:contact.none')}</Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none" ps="0">
          {contacts.data?.map((c) => (
            <li key={c.id}>
              <Button
                variant="ghost"
                w="full"
                justifyContent="start"
                h="auto"
                py="2"
                onClick={() => open.mutate(c.id)}
                loading={open.isPending && open.variables === c.id}
                data-testid="messages.contact"
              >
                <Stack gap="0" align="start" textAlign="start">
                  <Text fontWeight="semibold">
                    {c.first_name} {c.last_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[c.company, c.email].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
