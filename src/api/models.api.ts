import { z } from 'zod';
import {
  compareResultSchema,
  elementSummarySchema,
  elementsPageSchema,
  matchResultSchema,
  modelSearchResultSchema,
  modelTreeSchema,
  processingSchema,
  savedSearchSchema,
  type ModelQuery,
  type savedSearchBodySchema,
} from './contract/models';
import { http } from './http';
import { request, requestVoid, toApiFailure } from './request';

const version = (fileId: string, n: number) =>
  `api/files/${encodeURIComponent(fileId)}/versions/${n}`;

export const getProcessing = (fileId: string, n: number, signal?: AbortSignal) =>
  request(() => http.get(`${version(fileId, n)}/processing`, { signal }), processingSchema);

export const reprocess = (fileId: string, n: number) =>
  request(() => http.post(`${version(fileId, n)}/processing`), processingSchema);

export const getModelTree = (fileId: string, n: number, signal?: AbortSignal) =>
  request(() => http.get(`${version(fileId, n)}/tree`, { signal }), modelTreeSchema);

export const listElements = (
  fileId: string,
  n: number,
  params: { page?: number; per_page?: number; with?: 'properties'; geometry?: 'true' | 'false' },
  signal?: AbortSignal,
) =>
  request(
    () =>
      http.get(`${version(fileId, n)}/elements`, {
        signal,
        searchParams: params as Record<string, string | number>,
        timeout: 120_000,
      }),
    elementsPageSchema,
  );

export const getElement = (fileId: string, n: number, globalId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`${version(fileId, n)}/elements/${encodeURIComponent(globalId)}`, { signal }),
    elementSummarySchema,
  );

export const matchElements = (fileId: string, n: number, query: ModelQuery, signal?: AbortSignal) =>
  request(
    () => http.post(`${version(fileId, n)}/elements/match`, { json: { query }, signal }),
    matchResultSchema,
  );

export const compareVersions = (fileId: string, n: number, m: number, signal?: AbortSignal) =>
  request(
    () => http.get(`${version(fileId, n)}/compare/${m}`, { signal, timeout: 120_000 }),
    compareResultSchema,
  );

/** The compare as a report to download (`<a href>`). */
export const compareReportUrl = (fileId: string, n: number, m: number, format: 'csv' | 'pdf') =>
  `/${version(fileId, n)}/compare/${m}?format=${format}`;

export const searchModels = (
  projectId: string,
  body: { query: ModelQuery; file_id?: string; page?: number; per_page?: number },
  signal?: AbortSignal,
) =>
  request(
    () => http.post(`api/projects/${projectId}/models/search`, { json: body, signal }),
    modelSearchResultSchema,
  );

export const listSavedSearches = (projectId: string, signal?: AbortSignal) =>
  request(
    () => http.get(`api/projects/${projectId}/model-searches`, { signal }),
    z.array(savedSearchSchema),
  );

export const saveSearch = (projectId: string, body: z.input<typeof savedSearchBodySchema>) =>
  request(
    () => http.post(`api/projects/${projectId}/model-searches`, { json: body }),
    savedSearchSchema,
  );

export const deleteSavedSearch = (id: string) =>
  requestVoid(() => http.delete(`api/model-searches/${id}`));

/**
 * Streams a processed version's geometry (gzip-decoded by the browser): `onChunk` hears each
 * piece as it arrives, `onProgress` the compressed bytes received of the total.
 */
export async function streamGeometry(
  fileId: string,
  n: number,
  options: {
    signal: AbortSignal;
    onChunk: (bytes: Uint8Array) => void;
    onProgress?: (loaded: number, total: number) => void;
  },
): Promise<void> {
  let response: Response;
  try {
    response = await http.get(`${version(fileId, n)}/geometry`, {
      timeout: false,
      signal: options.signal,
      headers: { Accept: '*/*' },
    });
  } catch (err) {
    throw await toApiFailure(err);
  }
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body?.getReader();
  if (!reader) return;
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.length;
    options.onChunk(value);
    // Decoded bytes outnumber the compressed total: the bar stops short of full, never past it.
    options.onProgress?.(Math.min(loaded, total), total);
  }
}
