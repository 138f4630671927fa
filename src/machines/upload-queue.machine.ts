import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  not,
  setup,
  stopChild,
  type EventObject,
} from 'xstate';
import { isApiFailure } from '@/api/api-error';
import type { UploadResult } from '@/api/contract/files';
import type { ProductFile } from '@/api/contract/products';
import {
  uploadFile,
  uploadProductFileWithProgress,
  type UploadProgress,
  type UploadTarget,
} from '@/api/upload.api';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** A failure as the queue keeps it: the server's (translated) message, or a kind the view names. */
export type UploadError = { kind: 'http' | 'validation' | 'network' | 'unknown'; message: string };

export type UploadItem = {
  id: string;
  file: File;
  name: string;
  target: UploadTarget;
  status: UploadStatus;
  loaded: number;
  total: number;
  error: UploadError | null;
  /** What the server answered for a project file (product files: null, see `product`). */
  result: UploadResult | null;
  /** What the server answered for a product's file. */
  product: ProductFile | null;
};

export type UploadQueueEvent =
  | { type: 'upload.add'; files: File[]; target: UploadTarget }
  | { type: 'upload.cancel'; id: string }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.dismiss'; id: string }
  | { type: 'upload.clear' }
  | ({ type: 'upload.progress'; id: string } & UploadProgress)
  | {
      type: 'upload.succeeded';
      id: string;
      result: UploadResult | null;
      product?: ProductFile | null;
    }
  | { type: 'upload.failed'; id: string; error: UploadError };

/** Emitted when an upload ends well, so views refresh the folder's list. */
export type UploadQueueEmitted = { type: 'upload.completed'; item: UploadItem };

export type UploaderInput = { id: string; file: File; target: UploadTarget };

export const UPLOAD_CONCURRENCY = 2;
const childId = (id: string) => `upload-${id}`;

export function toUploadError(err: unknown): UploadError {
  if (isApiFailure(err)) {
    const e = err.error;
    if (e.kind === 'validation')
      return { kind: 'validation', message: e.fields[0]?.messages[0] ?? e.message };
    if (e.kind === 'http') return { kind: 'http', message: e.message };
    if (e.kind === 'network' || e.kind === 'timeout') return { kind: 'network', message: '' };
  }
  return { kind: 'unknown', message: '' };
}

/** One upload in flight: progress and the outcome are sent back; stopping it aborts the request. */
export const uploader = fromCallback<EventObject, UploaderInput>(({ sendBack, input }) => {
  const abort = new AbortController();
  const opts = {
    signal: abort.signal,
    onProgress: (p: UploadProgress) => sendBack({ type: 'upload.progress', id: input.id, ...p }),
  };
  const { target } = input;
  const done =
    target.kind === 'product'
      ? uploadProductFileWithProgress(target.productId, input.file, opts).then((product) => ({
          result: null,
          product,
        }))
      : uploadFile(target, input.file, opts).then((result) => ({ result, product: null }));
  done.then(
    (out) => sendBack({ type: 'upload.succeeded', id: input.id, ...out }),
    (err: unknown) => {
      if (!abort.signal.aborted)
        sendBack({ type: 'upload.failed', id: input.id, error: toUploadError(err) });
    },
  );
  return () => abort.abort();
});

const patch = (items: UploadItem[], id: string, change: Partial<UploadItem>) =>
  items.map((i) => (i.id === id ? { ...i, ...change } : i));

/**
 * The upload queue: every file goes queued → uploading (with progress) → done | failed;
 * a failed one can be retried (queued again) and any unfinished one cancelled. Two upload at a
 * time. The queue is `busy` while anything is queued or uploading.
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as { items: UploadItem[]; seq: number },
    events: {} as UploadQueueEvent,
    emitted: {} as UploadQueueEmitted,
  },
  actors: { uploader },
  guards: {
    isActive: ({ context }) =>
      context.items.some((i) => i.status === 'queued' || i.status === 'uploading'),
    hasStatus: ({ context }, p: { id: string; among: UploadStatus[] }) =>
      context.items.some((i) => i.id === p.id && p.among.includes(i.status)),
  },
  actions: {
    enqueue: assign(({ context }, p: { files: File[]; target: UploadTarget }) => {
      const added = p.files.map((file, n): UploadItem => ({
        id: `${context.seq + n + 1}`,
        file,
        name: file.name,
        target: p.target,
        status: 'queued',
        loaded: 0,
        total: file.size,
        error: null,
        result: null,
        product: null,
      }));
      return { items: [...context.items, ...added], seq: context.seq + added.length };
    }),
    /** Starts queued files, oldest first, while fewer than two upload. */
    startNext: enqueueActions(({ context, enqueue }) => {
      let free = UPLOAD_CONCURRENCY - context.items.filter((i) => i.status === 'uploading').length;
      for (const item of context.items) {
        if (free <= 0) break;
        if (item.status !== 'queued') continue;
        free -= 1;
        enqueue.assign(({ context: c }) => ({
          items: patch(c.items, item.id, { status: 'uploading', loaded: 0, error: null }),
        }));
        enqueue.spawnChild('uploader', {
          id: childId(item.id),
          input: { id: item.id, file: item.file, target: item.target },
        });
      }
    }),
    setProgress: assign(({ context }, p: { id: string; loaded: number; total: number }) => ({
      items: patch(context.items, p.id, { loaded: p.loaded, total: p.total }),
    })),
    finish: assign(
      (
        { context },
        p: { id: string; result: UploadResult | null; product: ProductFile | null },
      ) => ({
        items: patch(context.items, p.id, {
          status: 'done',
          result: p.result,
          product: p.product,
          loaded: context.items.find((i) => i.id === p.id)?.total ?? 0,
        }),
      }),
    ),
    announce: emit(({ context }, p: { id: string }) => ({
      type: 'upload.completed' as const,
      item: context.items.find((i) => i.id === p.id)!,
    })),
    fail: assign(({ context }, p: { id: string; error: UploadError }) => ({
      items: patch(context.items, p.id, { status: 'failed', error: p.error }),
    })),
    stopUpload: stopChild((_, p: { id: string }) => childId(p.id)),
    markCancelled: assign(({ context }, p: { id: string }) => ({
      items: patch(context.items, p.id, { status: 'cancelled' }),
    })),
    requeue: assign(({ context }, p: { id: string }) => ({
      items: patch(context.items, p.id, { status: 'queued', loaded: 0, error: null }),
    })),
    dismiss: assign(({ context }, p: { id: string }) => ({
      items: context.items.filter((i) => i.id !== p.id),
    })),
    clearFinished: assign(({ context }) => ({
      items: context.items.filter((i) => i.status !== 'done' && i.status !== 'cancelled'),
    })),
  },
}).createMachine({
  id: 'uploadQueue',
  context: { items: [], seq: 0 },
  initial: 'idle',
  states: {
    idle: { always: { guard: 'isActive', target: 'busy' } },
    busy: { always: { guard: not('isActive'), target: 'idle' } },
  },
  on: {
    'upload.add': {
      actions: [
        { type: 'enqueue', params: ({ event }) => ({ files: event.files, target: event.target }) },
        'startNext',
      ],
    },
    'upload.progress': {
      guard: { type: 'hasStatus', params: ({ event }) => ({ id: event.id, among: ['uploading'] }) },
      actions: {
        type: 'setProgress',
        params: ({ event }) => ({ id: event.id, loaded: event.loaded, total: event.total }),
      },
    },
    'upload.succeeded': {
      guard: { type: 'hasStatus', params: ({ event }) => ({ id: event.id, among: ['uploading'] }) },
      actions: [
        {
          type: 'finish',
          params: ({ event }) => ({
            id: event.id,
            result: event.result,
            product: event.product ?? null,
          }),
        },
        { type: 'announce', params: ({ event }) => ({ id: event.id }) },
        'startNext',
      ],
    },
    'upload.failed': {
      guard: { type: 'hasStatus', params: ({ event }) => ({ id: event.id, among: ['uploading'] }) },
      actions: [
        { type: 'fail', params: ({ event }) => ({ id: event.id, error: event.error }) },
        'startNext',
      ],
    },
    'upload.cancel': {
      guard: {
        type: 'hasStatus',
        params: ({ event }) => ({ id: event.id, among: ['queued', 'uploading', 'failed'] }),
      },
      actions: [
        { type: 'stopUpload', params: ({ event }) => ({ id: event.id }) },
        { type: 'markCancelled', params: ({ event }) => ({ id: event.id }) },
        'startNext',
      ],
    },
    'upload.retry': {
      guard: { type: 'hasStatus', params: ({ event }) => ({ id: event.id, among: ['failed'] }) },
      actions: [{ type: 'requeue', params: ({ event }) => ({ id: event.id }) }, 'startNext'],
    },
    'upload.dismiss': {
      guard: {
        type: 'hasStatus',
        params: ({ event }) => ({ id: event.id, among: ['done', 'cancelled', 'failed'] }),
      },
      actions: { type: 'dismiss', params: ({ event }) => ({ id: event.id }) },
    },
    'upload.clear': { actions: 'clearFinished' },
  },
});
