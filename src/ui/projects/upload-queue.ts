import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, type Actor } from 'xstate';
import type { UploadTarget } from '@/api/upload.api';
import {
  uploadQueueMachine,
  type UploadItem,
  type UploadQueueEmitted,
} from '@/machines/upload-queue.machine';

let queue: Actor<typeof uploadQueueMachine> | undefined;

/**
 * The one upload queue of the tab: it outlives page changes, so uploads go on while the user
 * browses other folders. Created on first use.
 */
export function uploadQueue(): Actor<typeof uploadQueueMachine> {
  if (!queue) {
    queue = createActor(uploadQueueMachine, { systemId: 'uploadQueue' });
    queue.start();
  }
  return queue;
}

export const useUploadItems = (): UploadItem[] =>
  useSelector(uploadQueue(), (s) => s.context.items);

export const useUploadsBusy = (): boolean => useSelector(uploadQueue(), (s) => s.matches('busy'));

export function useUploadActions() {
  const q = uploadQueue();
  return {
    add: (files: File[], target: UploadTarget) => q.send({ type: 'upload.add', files, target }),
    cancel: (id: string) => q.send({ type: 'upload.cancel', id }),
    retry: (id: string) => q.send({ type: 'upload.retry', id }),
    dismiss: (id: string) => q.send({ type: 'upload.dismiss', id }),
    clear: () => q.send({ type: 'upload.clear' }),
  };
}

/** Calls `onDone` for every upload that completes while the calling view is mounted. */
export function useUploadCompleted(onDone: (e: UploadQueueEmitted) => void): void {
  useEffect(() => {
    const sub = uploadQueue().on('upload.completed', onDone);
    return () => sub.unsubscribe();
  }, [onDone]);
}
