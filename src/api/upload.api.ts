import type { z } from 'zod';
import { ApiFailure, toFieldErrors } from './api-error';
import { errorBodySchema } from './contract/errors';
import { uploadResultSchema, type uploadQuerySchema, type UploadResult } from './contract/files';
import { productFileSchema, type ProductFile } from './contract/products';
import { http, readCookie, requestLanguage } from './http';
import { reportAccessDenied } from './http-events';
import { searchParams } from './search-params';

export type UploadOptions = Partial<z.input<typeof uploadQuerySchema>>;
/** Where an upload goes: into a folder (a new file, or a version by name), or as a new version of a file. */
export type UploadTarget =
  | { kind: 'folder'; folderId: string; options?: UploadOptions }
  | { kind: 'version'; fileId: string; comment?: string }
  /** A file of a manufacturer's product (image, BIM object, PDF). */
  | { kind: 'product'; productId: string };
export type UploadProgress = { loaded: number; total: number };

function urlOf(target: UploadTarget): string {
  if (target.kind === 'product') return `/api/products/${target.productId}/files`;
  const [path, query] =
    target.kind === 'folder'
      ? [`/api/folders/${target.folderId}/files`, { ...target.options }]
      : [`/api/files/${target.fileId}/versions`, { comment: target.comment }];
  const q = new URLSearchParams(searchParams(query) as Record<string, string>).toString();
  return q ? `${path}?${q}` : path;
}

function failure(xhr: XMLHttpRequest): ApiFailure {
  let raw: unknown;
  try {
    raw = JSON.parse(xhr.responseText);
  } catch {
    raw = undefined;
  }
  const body = errorBodySchema.safeParse(raw);
  const message = body.success ? body.data.message : xhr.statusText;
  reportAccessDenied(xhr.status, raw, xhr.responseURL);
  if (xhr.status === 422)
    return new ApiFailure({
      kind: 'validation',
      status: 422,
      message,
      fields: toFieldErrors(body.success ? body.data.errors : undefined),
      original: raw,
    });
  return new ApiFailure({ kind: 'http', status: xhr.status, message, original: raw });
}

function send(
  target: UploadTarget,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; xhr: XMLHttpRequest }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(target));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.total || file.size });
    xhr.onload = () => resolve({ status: xhr.status, xhr });
    xhr.onerror = () =>
      reject(new ApiFailure({ kind: 'network', message: 'network', original: null }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal?.aborted) return xhr.abort();
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file with progress (XMLHttpRequest: fetch cannot report upload progress over
 * HTTP/1.1). Same conventions as `http`: cookies, Accept-Language, X-XSRF-TOKEN, a fresh CSRF
 * cookie and one retry on 419. Aborting `signal` cancels it (rejects with an AbortError);
 * every other failure is an ApiFailure.
 */
export function uploadFile(
  target: Exclude<UploadTarget, { kind: 'product' }>,
  file: File,
  opts: UploadCallOptions = {},
): Promise<UploadResult> {
  return uploadTo(target, file, uploadResultSchema, opts);
}

/** A product's file, with progress: answers the stored file. */
export function uploadProductFileWithProgress(
  productId: string,
  file: File,
  opts: UploadCallOptions = {},
): Promise<ProductFile> {
  return uploadTo({ kind: 'product', productId }, file, productFileSchema, opts);
}

type UploadCallOptions = { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal };

async function uploadTo<T>(
  target: UploadTarget,
  file: File,
  schema: z.ZodType<T>,
  opts: UploadCallOptions,
): Promise<T> {
  const onProgress = opts.onProgress ?? (() => undefined);
  let { status, xhr } = await send(target, file, onProgress, opts.signal);
  if (status === 419) {
    await http.get('sanctum/csrf-cookie');
    ({ status, xhr } = await send(target, file, onProgress, opts.signal));
  }
  if (status < 200 || status >= 300) throw failure(xhr);
  const parsed = schema.safeParse(JSON.parse(xhr.responseText));
  if (!parsed.success)
    throw new ApiFailure({
      kind: 'schema',
      message: 'schema',
      issues: parsed.error.issues,
      original: xhr.responseText,
    });
  return parsed.data;
}
