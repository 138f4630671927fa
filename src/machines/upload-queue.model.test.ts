import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { UploadResult } from '@/api/contract/files';
import {
  uploadQueueMachine,
  type UploaderInput,
  type UploadQueueEmitted,
  type UploadQueueEvent,
} from './upload-queue.machine';

/**
 * What a user sees of one file (C) dropped while two others (A, B) are uploading: it waits,
 * uploads with progress, ends done or failed; a failed one is retried or cancelled; any
 * unfinished one is cancelled; a finished one is dismissed from the list.
 */
const spec = createMachine({
  id: 'uploadSpec',
  initial: 'queued',
  states: {
    queued: { on: { SLOT_FREES: 'uploading', CANCEL: 'cancelled' } },
    uploading: {
      on: { PROGRESS: 'progressing', SUCCEED: 'done', FAIL: 'failed', CANCEL: 'cancelled' },
    },
    progressing: { on: { SUCCEED: 'done', FAIL: 'failed', CANCEL: 'cancelled' } },
    failed: { on: { RETRY: 'retrying', CANCEL: 'cancelled', DISMISS: 'dismissed' } },
    retrying: { on: { SUCCEED: 'done', CANCEL: 'cancelled' } },
    done: { on: { DISMISS: 'dismissed' } },
    cancelled: { on: { DISMISS: 'dismissed' } },
    dismissed: { type: 'final' },
  },
});

const file = (name: string) => new File([new Uint8Array(100)], name);
const result = {
  file: { id: 'f' },
  version: { id: 'v' },
  created: true,
} as unknown as UploadResult;

/** The real queue with an uploader the test drives: progress, success and failure on demand. */
function harness() {
  const running = new Map<string, (e: UploadQueueEvent) => void>();
  const aborted: string[] = [];
  const fake = fromCallback<EventObject, UploaderInput>(({ sendBack, input }) => {
    running.set(input.id, (e) => sendBack(e));
    return () => {
      aborted.push(input.id);
      running.delete(input.id);
    };
  });
  const actor = createActor(uploadQueueMachine.provide({ actors: { uploader: fake } }));
  const completed: UploadQueueEmitted[] = [];
  actor.on('upload.completed', (e) => completed.push(e));
  actor.start();
  actor.send({
    type: 'upload.add',
    files: [file('A.ifc'), file('B.ifc')],
    target: { kind: 'folder', folderId: 'F' },
  });
  actor.send({
    type: 'upload.add',
    files: [file('C.ifc')],
    target: { kind: 'folder', folderId: 'F' },
  });
  const c = () => actor.getSnapshot().context.items.find((i) => i.name === 'C.ifc');
  const settle = (id: string, e: UploadQueueEvent) => {
    running.get(id)!(e);
    running.delete(id);
  };
  return { actor, c, running, aborted, completed, settle };
}

describe('upload queue (model-based)', () => {
  const model = createTestModel(spec);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const h = harness();
      let wasUploading = false;
      await path.test({
        states: {
          queued: () => {
            expect(h.c()!.status).toBe('queued');
            expect(h.actor.getSnapshot().value).toBe('busy');
          },
          uploading: () => {
            expect(h.c()).toMatchObject({ status: 'uploading', loaded: 0 });
            expect(h.running.has(h.c()!.id)).toBe(true);
          },
          progressing: () =>
            expect(h.c()).toMatchObject({ status: 'uploading', loaded: 50, total: 100 }),
          retrying: () => expect(h.c()).toMatchObject({ status: 'uploading', error: null }),
          done: () => {
            expect(h.c()).toMatchObject({ status: 'done', result, loaded: 100 });
            expect(h.completed.map((e) => e.item.name)).toContain('C.ifc');
          },
          failed: () =>
            expect(h.c()).toMatchObject({
              status: 'failed',
              error: { kind: 'validation', message: 'Bad content.' },
            }),
          cancelled: () => {
            expect(h.c()!.status).toBe('cancelled');
            if (wasUploading) expect(h.aborted).toContain(h.c()!.id);
          },
          dismissed: () => expect(h.c()).toBeUndefined(),
        },
        events: {
          SLOT_FREES: () => h.settle('1', { type: 'upload.succeeded', id: '1', result }),
          PROGRESS: () =>
            h.running.get(h.c()!.id)!({
              type: 'upload.progress',
              id: h.c()!.id,
              loaded: 50,
              total: 100,
            }),
          SUCCEED: () => h.settle(h.c()!.id, { type: 'upload.succeeded', id: h.c()!.id, result }),
          FAIL: () =>
            h.settle(h.c()!.id, {
              type: 'upload.failed',
              id: h.c()!.id,
              error: { kind: 'validation', message: 'Bad content.' },
            }),
          CANCEL: () => {
            wasUploading = h.c()!.status === 'uploading';
            h.actor.send({ type: 'upload.cancel', id: h.c()!.id });
          },
          RETRY: () => h.actor.send({ type: 'upload.retry', id: h.c()!.id }),
          DISMISS: () => h.actor.send({ type: 'upload.dismiss', id: h.c()!.id }),
        },
      });
      h.actor.stop();
    });
  }
});

describe('upload queue', () => {
  it('uploads two at a time, oldest first, and goes idle when nothing is left to do', () => {
    const h = harness();
    h.actor.send({
      type: 'upload.add',
      files: [file('D.ifc'), file('E.ifc')],
      target: { kind: 'folder', folderId: 'F' },
    });
    const statuses = () => h.actor.getSnapshot().context.items.map((i) => `${i.name}:${i.status}`);
    expect(statuses()).toEqual([
      'A.ifc:uploading',
      'B.ifc:uploading',
      'C.ifc:queued',
      'D.ifc:queued',
      'E.ifc:queued',
    ]);
    h.settle('2', { type: 'upload.failed', id: '2', error: { kind: 'network', message: '' } });
    expect(statuses()).toEqual([
      'A.ifc:uploading',
      'B.ifc:failed',
      'C.ifc:uploading',
      'D.ifc:queued',
      'E.ifc:queued',
    ]);
    h.actor.send({ type: 'upload.cancel', id: '1' });
    expect(h.aborted).toEqual(['1']);
    expect(statuses()).toEqual([
      'A.ifc:cancelled',
      'B.ifc:failed',
      'C.ifc:uploading',
      'D.ifc:uploading',
      'E.ifc:queued',
    ]);
    for (const id of ['3', '4', '5']) h.settle(id, { type: 'upload.succeeded', id, result });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.actor.send({ type: 'upload.retry', id: '2' });
    expect(h.actor.getSnapshot().value).toBe('busy');
    h.settle('2', { type: 'upload.succeeded', id: '2', result });
    h.actor.send({ type: 'upload.clear' });
    expect(statuses()).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('ignores progress and outcomes for uploads that are no longer running', () => {
    const h = harness();
    const sendA = h.running.get('1')!;
    h.actor.send({ type: 'upload.cancel', id: '1' });
    sendA({ type: 'upload.succeeded', id: '1', result });
    expect(h.actor.getSnapshot().context.items[0]!.status).toBe('cancelled');
    expect(h.completed).toEqual([]);
  });
});
