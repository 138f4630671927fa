import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '@/api/contract/auth';
import { renderView } from '@/ui/testing/render';
import { useForm } from './use-form';

function Probe({ onReady }: { onReady: (validate: () => void) => void }) {
  const form = useForm({
    first_name: 'Lina',
    last_name: 'K'.repeat(101),
    email: 'lina@example.test',
    password: 'Str0ng-password',
    password_confirmation: 'Str0ng-password',
    type: 'DESIGN_OFFICE',
    terms: true,
  });
  onReady(() => form.validate(registerBodySchema));
  return <p data-testid="error">{form.error('last_name')?.join(' ')}</p>;
}

describe('a form checked in the browser', () => {
  it.each([
    ['fr', 'Le nom de famille ne doit pas dépasser 100 caractères.'],
    ['en', 'Last name must not exceed 100 characters.'],
    ['ar', 'يجب ألا يتجاوز حقل «اسم العائلة» 100 حرفًا.'],
  ])('says what the server says for a limit (%s)', async (lng, text) => {
    let validate = () => {};
    await renderView(<Probe onReady={(v) => (validate = v)} />, lng);
    act(() => validate());
    expect(screen.getByTestId('error').textContent).toBe(text);
  });
});
