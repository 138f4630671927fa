import { isApiFailure } from '@/api/api-error';
import {
  downloadContent,
  downloadFileContent,
  type DownloadProgress,
} from '@/api/file-content.api';

/** Where a viewer gets the model's bytes from (a project file, a version, a share link). */
export type ModelSource = {
  download(options: {
    signal: AbortSignal;
    onProgress: (p: DownloadProgress) => void;
  }): Promise<ArrayBuffer>;
};

export function fileSource(fileId: string, version?: number): ModelSource {
  return {
    download: ({ signal, onProgress }) =>
      downloadFileContent(fileId, { version, signal, onProgress }),
  };
}

/** A file behind a share link (`api/shares/{token}/download…`): no sign-in needed. */
export function sharedSource(url: string): ModelSource {
  return { download: ({ signal, onProgress }) => downloadContent(url, { signal, onProgress }) };
}

/** A failed download as a load error (its HTTP status kept for the message). */
export function downloadFailure(err: unknown): { code: string; detail?: string } {
  if (isApiFailure(err)) {
    if (err.error.kind === 'http' && err.error.status === 404) return { code: 'not-found' };
    if (err.error.kind === 'http') return { code: 'download', detail: String(err.error.status) };
    return { code: 'download', detail: err.error.kind };
  }
  if (err instanceof RangeError) return { code: 'out-of-memory' };
  return { code: 'download' };
}
