import { http } from './http';
import { toApiFailure } from './request';

export type DownloadProgress = { loaded: number; total: number };

/**
 * The bytes of a file (its latest version, or version `version`) for the 3D viewers, with
 * progress. No timeout: a large model may take minutes on a slow line; `signal` cancels.
 */
export async function downloadFileContent(
  fileId: string,
  options: { version?: number; signal?: AbortSignal; onProgress?: (p: DownloadProgress) => void },
): Promise<ArrayBuffer> {
  const path =
    options.version === undefined
      ? `api/files/${encodeURIComponent(fileId)}/download`
      : `api/files/${encodeURIComponent(fileId)}/versions/${options.version}/download`;
  try {
    // inline: viewing needs only the view right (attachment is a download, a right of its own).
    const response = await http.get(path, {
      searchParams: { disposition: 'inline' },
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
