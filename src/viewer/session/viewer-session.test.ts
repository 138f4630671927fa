import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerModel } from '../model/viewer-model';
import { ViewerSession } from './viewer-session';

/** A session with a model, counting what the scene would see: listener calls and frames asked. */
function streaming() {
  const session = new ViewerSession();
  session.setModel({ dispose: () => undefined } as unknown as ViewerModel);
  const seen = { growth: 0, frames: 0 };
  session.onModel(() => seen.growth++);
  session.onInvalidate(() => seen.frames++);
  return { session, seen };
}

describe('frames while a model streams in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first geometry at once, then at most once a second, then every 2 s, 4 s', () => {
    const { session, seen } = streaming();
    session.modelGrew();
    expect(seen).toEqual({ growth: 1, frames: 1 });

    // Batches arriving within the next second wait for it.
    session.modelGrew();
    vi.advanceTimersByTime(500);
    session.modelGrew();
    expect(seen).toEqual({ growth: 1, frames: 1 });
    vi.advanceTimersByTime(500);
    expect(seen).toEqual({ growth: 2, frames: 2 });

    session.modelGrew();
    vi.advanceTimersByTime(1999);
    expect(seen.frames).toBe(2);
    vi.advanceTimersByTime(1);
    expect(seen.frames).toBe(3);

    session.modelGrew();
    vi.advanceTimersByTime(3999);
    expect(seen.frames).toBe(3);
    vi.advanceTimersByTime(1);
    expect(seen.frames).toBe(4);

    // Never more than 4 s apart, however long the model takes.
    session.modelGrew();
    vi.advanceTimersByTime(4000);
    expect(seen.frames).toBe(5);
  });

  it('draws what has grown at once when the loader waits for a frame (the model is complete)', () => {
    const { session, seen } = streaming();
    session.modelGrew();
    session.modelGrew();
    const drawn = vi.fn();
    session.whenDrawn(drawn);
    // The pending growth is shown now, not a second later.
    expect(seen).toEqual({ growth: 2, frames: 2 });
    session.frameDrawn();
    expect(drawn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(seen.frames).toBe(2);
  });

  it('runs what follows a drawn frame in a task of its own, after the frame', () => {
    const { session } = streaming();
    session.modelGrew();
    const order: string[] = [];
    session.whenDrawn(
      () => order.push('drawn'),
      () => order.push('shown'),
    );
    session.frameDrawn();
    // Still inside the frame: only the mark's side has run.
    expect(order).toEqual(['drawn']);
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['drawn', 'shown']);
    // Once only.
    session.frameDrawn();
    vi.advanceTimersByTime(1000);
    expect(order).toEqual(['drawn', 'shown']);
  });

  it('draws no streaming frame once the model is too heavy to draw while it streams', () => {
    const { session, seen } = streaming();
    session.modelGrew();
    session.modelGrew();
    expect(seen).toEqual({ growth: 1, frames: 1 });
    // The cadence frame pending for the second batch is dropped too.
    session.modelGrew({ heavy: true });
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual({ growth: 1, frames: 1 });
    // The model's last frame shows everything.
    session.whenDrawn(() => undefined);
    expect(seen).toEqual({ growth: 2, frames: 2 });
  });

  it('starts over with the next model', () => {
    const { session, seen } = streaming();
    session.modelGrew();
    session.modelGrew();
    session.setModel({ dispose: () => undefined } as unknown as ViewerModel);
    vi.advanceTimersByTime(5000);
    expect(seen.growth).toBe(2);
    session.modelGrew();
    expect(seen.growth).toBe(3);
  });
});
