import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveringPaths } from '../testing/covering-paths';
import { specState } from './viewer-tools.test-helpers';
import { type LoadInput, viewerLoadMachine, type ViewerLoadEvent } from './viewer-load.machine';

/**
 * What the user sees while a model loads: the progress bar's phase (download, parsing, geometry),
 * the model once ready, or the error with its retry. The events are what the loader reports.
 */
const spec = createMachine({
  id: 'loadSpec',
  initial: 'downloading',
  states: {
    downloading: {
      on: {
        PROGRESS: 'downloading',
        PARSE: 'parsing',
        STREAM: 'streaming',
        FIRST: 'shownDownloading',
        FAIL: 'error',
        READY: 'ready',
      },
    },
    parsing: {
      on: {
        STREAM: 'streaming',
        PROGRESS: 'parsing',
        FIRST: 'shownParsing',
        FAIL: 'error',
        READY: 'ready',
      },
    },
    // The IFC loader reports the first frame drawn before it names the streaming phase.
    shownDownloading: { on: { STREAM: 'shown', READY: 'ready', FAIL: 'error' } },
    shownParsing: { on: { STREAM: 'shown', READY: 'ready', FAIL: 'error' } },
    streaming: { on: { PROGRESS: 'streaming', FIRST: 'shown', FAIL: 'error' } },
    shown: { on: { PROGRESS: 'shown', READY: 'ready', FAIL: 'error' } },
    ready: { on: { FAIL: 'error', PROGRESS: 'ready' } },
    error: { on: { RETRY: 'retrying', PROGRESS: 'error' } },
    retrying: { on: { PARSE: 'parsing', FAIL: 'error' } },
  },
});

type Phase = 'downloading' | 'parsing' | 'streaming';
const states: Record<
  string,
  { status: string; phase?: Phase; geometry?: boolean; attempt?: number }
> = {
  downloading: { status: 'loading', phase: 'downloading' },
  parsing: { status: 'loading', phase: 'parsing' },
  shownDownloading: { status: 'loading', phase: 'downloading', geometry: true },
  shownParsing: { status: 'loading', phase: 'parsing', geometry: true },
  streaming: { status: 'loading', phase: 'streaming', geometry: false },
  shown: { status: 'loading', phase: 'streaming', geometry: true },
  ready: { status: 'ready' },
  error: { status: 'error' },
  retrying: { status: 'loading', phase: 'downloading', attempt: 1 },
};

describe('model loading (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const started: number[] = [];
      const stopped: number[] = [];
      const machine = viewerLoadMachine.provide({
        actors: {
          loadModel: fromCallback<ViewerLoadEvent, LoadInput>(({ input }) => {
            started.push(input.attempt);
            return () => stopped.push(input.attempt);
          }),
        },
      });
      const load = createActor(machine).start();
      await path.test({
        states: {
          '*': (s) => {
            const want = states[specState(s)]!;
            const snap = load.getSnapshot();
            const status = snap.matches('error')
              ? 'error'
              : snap.matches({ active: 'ready' })
                ? 'ready'
                : 'loading';
            expect(status).toBe(want.status);
            if (want.phase) expect(snap.matches({ active: { loading: want.phase } })).toBe(true);
            if (want.geometry !== undefined) expect(snap.context.hasGeometry).toBe(want.geometry);
            if (want.attempt !== undefined)
              expect(snap.context.attempt).toBeGreaterThanOrEqual(want.attempt);
            // The loader runs while loading or ready, and is stopped (worker freed) on error.
            expect(started.length - stopped.length).toBe(status === 'error' ? 0 : 1);
            if (status === 'error') expect(snap.context.error).toEqual({ code: 'corrupt' });
            else expect(snap.context.error).toBeNull();
          },
        },
        events: {
          PROGRESS: () => load.send({ type: 'load.progress', done: 5, total: 10 }),
          PARSE: () => load.send({ type: 'load.phase', phase: 'parsing' }),
          STREAM: () => load.send({ type: 'load.phase', phase: 'streaming' }),
          FIRST: () => load.send({ type: 'load.firstGeometry' }),
          READY: () => load.send({ type: 'load.ready', elements: 42 }),
          FAIL: () => load.send({ type: 'load.failed', error: { code: 'corrupt' } }),
          RETRY: () => load.send({ type: 'load.retry' }),
        },
      });
      load.stop();
      expect(stopped).toHaveLength(started.length);
    });
  }

  it('keeps the progress and the element count for the progress bar and data-elements', () => {
    const load = createActor(
      viewerLoadMachine.provide({ actors: { loadModel: fromCallback(() => undefined) } }),
    ).start();
    load.send({ type: 'load.progress', done: 3, total: 4 });
    expect(load.getSnapshot().context).toMatchObject({ done: 3, total: 4 });
    load.send({ type: 'load.phase', phase: 'streaming' });
    expect(load.getSnapshot().context).toMatchObject({ done: 0, total: 0 });
    load.send({ type: 'load.ready', elements: 803 });
    expect(load.getSnapshot().context.elements).toBe(803);
    load.stop();
  });
});
