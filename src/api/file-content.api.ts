import { http } from './http';
import { toApiFailure } from './request';

export type DownloadProgress = { loaded: number; total: number };

type DownloadOptions = { signal?: AbortSignal; onProgress?: (p: DownloadProgress) => void };

/**
 * The bytes of a file (its latest version, or version `version`) for the 3D viewers, with
 * progress. No timeout: a large model may take minutes on a slow line; `signal` cancels.
 */
export function downloadFileContent(
  fileId: string,
  options: DownloadOptions & { version?: number },
): Promise<ArrayBuffer> {
  const path =
    options.version === undefined
      ? `api/files/${encodeURIComponent(fileId)}/download`
      : `api/files/${encodeURIComponent(fileId)}/versions/${options.version}/download`;
  return downloadContent(path, options);
}

/**
 * The bytes behind a download URL of the API (a file, a version, a share link), asked `inline`:
 * viewing needs only the view right (an attachment is a download, a right of its own).
 */
export async function downloadContent(url: string, options: DownloadOptions): Promise<ArrayBuffer> {
  const target = new URL(url, 'http://origin.invalid/');
  target.searchParams.set('disposition', 'inline');
  const path = `${target.pathname.replace(/^\//, '')}${target.search}`;
  try {
    const response = await http.get(path, {
      timeout: false,
      signal: options.signal,
      headers: { Accept: '*/*' },
      onDownloadProgress: (p) =>
        options.onProgress?.({ loaded: p.transferredBytes, total: p.totalBytes }),
    });
    return await response.arrayBuffer();
  } catch (err) {
    throw await toApiFailure(err);
  }
}
