import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredTrigger } from './deferred';

/** A deferred menu: its stand-in button until the code is in, then the "real" part. */
function Probe({ importer }: { importer: () => Promise<{ ok: true }> }) {
  const { mod, standIn, clicked } = useDeferredTrigger(importer);
  return mod ? (
    <span data-testid="real">{clicked ? 'opens' : 'stays closed'}</span>
  ) : (
    <button type="button" {...standIn}>
      menu
    </button>
  );
}

/** An import that arrives when the test says. */
function slowImport() {
  let arrive!: () => void;
  const loaded = new Promise<{ ok: true }>((resolve) => (arrive = () => resolve({ ok: true })));
  return { importer: () => loaded, arrive: () => act(async () => arrive()) };
}

describe('useDeferredTrigger', () => {
  it('opens on arrival when the code came between the press and the release (no click ever reaches the stand-in)', async () => {
    const { importer, arrive } = slowImport();
    render(<Probe importer={importer} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'menu' }));
    await arrive();
    expect(screen.getByTestId('real').textContent).toBe('opens');
  });

  it('opens on arrival after a click on the stand-in, and not without one', async () => {
    const clickedFirst = slowImport();
    const { unmount } = render(<Probe importer={clickedFirst.importer} />);
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    await clickedFirst.arrive();
    expect(screen.getByTestId('real').textContent).toBe('opens');
    unmount();

    const untouched = slowImport();
    render(<Probe importer={untouched.importer} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'menu' }));
    await untouched.arrive();
    expect(screen.getByTestId('real').textContent).toBe('stays closed');
  });
});
