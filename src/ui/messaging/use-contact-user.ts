import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openConversation, sendMessage } from '@/api/messaging.api';
import { paths } from '../app/paths';
import { useNotify } from '../components/use-notify';
import { areaOf } from '../session/area';
import { useCurrentUser } from '../session/session.hooks';
import { messagingKeys } from './messaging.queries';

/**
 * Opens (or finds) the conversation with a user — POST api/conversations { participantId } —
 * sends a first message when one is given, then goes to the conversation in the user's area.
 */
export function useContactUser(onDone?: () => void) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ participantId, body }: { participantId: string; body?: string }) => {
      const conversation = await openConversation(participantId);
      if (body?.trim()) await sendMessage(conversation.id, body.trim());
      return conversation;
    },
    onSuccess: (conversation) => {
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      onDone?.();
      const area = user ? areaOf(user) : 'pro';
      void navigate(`${paths[area].messages}?c=${encodeURIComponent(conversation.id)}`);
    },
    onError: (err) => notify.error(err),
  });
}
