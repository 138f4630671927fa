import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@/api/contract/messaging';
import { renderView } from '@/ui/testing/render';
import { MessageItem } from './message-item';

const message: Message = {
  id: '00000000-0000-4000-8000-000000000001',
  conversation_id: '00000000-0000-4000-8000-000000000002',
  sender_id: '00000000-0000-4000-8000-000000000003',
  body: 'Livraison mardi',
  attachments: [],
  created_at: new Date().toISOString(),
  edited_at: null,
  deleted: false,
  read: false,
};

async function show(onEdit: (m: Message, body: string) => Promise<unknown>) {
  await renderView(
    <ul>
      <MessageItem message={message} mine now={Date.now()} onEdit={onEdit} onDelete={() => {}} />
    </ul>,
    'en',
  );
  return userEvent.setup();
}

describe('editing a message in its bubble', () => {
  it('keeps the edit with Enter, trimmed, and closes the editor', async () => {
    const onEdit = vi.fn(() => Promise.resolve());
    const user = await show(onEdit);
    await user.click(screen.getByRole('button', { name: 'Edit the message' }));
    const box = screen.getByRole('textbox', { name: 'Edit the message' });
    expect((box as HTMLTextAreaElement).value).toBe('Livraison mardi');
    await user.clear(box);
    await user.type(box, '  Livraison mercredi {Enter}');
    expect(onEdit).toHaveBeenCalledWith(message, 'Livraison mercredi');
    await waitFor(() => expect(screen.queryByTestId('messages.editor')).toBeNull());
  });

  it('leaves it with Escape or Cancel without saving, and focus goes back to the edit button', async () => {
    const onEdit = vi.fn(() => Promise.resolve());
    const user = await show(onEdit);
    const edit = screen.getByRole('button', { name: 'Edit the message' });
    await user.click(edit);
    await user.type(screen.getByRole('textbox'), ' ou jeudi{Escape}');
    expect(screen.queryByTestId('messages.editor')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(edit));
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('messages.editor')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('stays open with the text when saving fails', async () => {
    const onEdit = vi.fn(() => Promise.reject(new Error('403')));
    const user = await show(onEdit);
    await user.click(screen.getByRole('button', { name: 'Edit the message' }));
    await user.type(screen.getByRole('textbox'), ' !');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenCalledWith(message, 'Livraison mardi !');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Livraison mardi !');
  });
});
