import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '@/ui/testing/render';
import { ProviderButtons } from './provider-buttons';

const providers = (answer: { google: boolean; linkedin: boolean }) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(answer, { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );

describe('the social sign-in buttons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a button only for each configured provider, leading to its redirect', async () => {
    providers({ google: true, linkedin: false });
    await renderView(<ProviderButtons type="MANUFACTURER" />);
    const google = await screen.findByRole('link', { name: 'Continuer avec Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google/redirect?type=MANUFACTURER');
    expect(screen.queryByRole('link', { name: 'Continuer avec LinkedIn' })).toBeNull();
  });

  it('shows nothing when no provider is configured', async () => {
    providers({ google: false, linkedin: false });
    const { container } = await renderView(<ProviderButtons />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
