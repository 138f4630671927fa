import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qk } from './keys';
import { useDeleteEntry, useRename } from './files.queries';

/** fetch answers only when the test says so, with a 422 refusal. */
function heldRefusal() {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate;
      return new Response(
        JSON.stringify({ message: 'Name taken.', errors: { name: ['Name taken.'] } }),
        {
          status: 422,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return () => release();
}

const files = [
  { id: 'f1', name: 'Plan.pdf' },
  { id: 'f2', name: 'Coupe.pdf' },
];

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(qk.files('A'), files);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const list = () => client.getQueryData<{ id: string; name: string }[]>(qk.files('A'));
  return { wrapper, list };
}

describe('optimistic file and folder changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new name at once, and the old one again when the server refuses', async () => {
    const release = heldRefusal();
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useRename(), { wrapper });
    act(() =>
      result.current.mutate({
        kind: 'file',
        id: 'f1',
        name: 'Plan RDC.pdf',
        listKey: qk.files('A'),
      }),
    );
    await waitFor(() => expect(list()?.[0]?.name).toBe('Plan RDC.pdf'));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()?.[0]?.name).toBe('Plan.pdf');
  });

  it('takes a deleted entry out of its list at once, and puts it back when the server refuses', async () => {
    const release = heldRefusal();
    const { wrapper, list } = setup();
    const { result } = renderHook(() => useDeleteEntry(), { wrapper });
    act(() => result.current.mutate({ kind: 'file', id: 'f2', listKey: qk.files('A') }));
    await waitFor(() => expect(list()?.map((f) => f.id)).toEqual(['f1']));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()?.map((f) => f.id)).toEqual(['f1', 'f2']);
  });
});
