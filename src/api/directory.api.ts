import type { z } from 'zod';
import {
  type DirectoryQuery,
  directoryPageSchema,
  publicProfileSchema,
  type updatePublicProfileBodySchema,
} from './contract/directory';
import { http } from './http';
import { request } from './request';
import { searchParams } from './search-params';

export const searchDirectory = (query: Partial<DirectoryQuery>, signal?: AbortSignal) =>
  request(
    () => http.get('api/directory', { signal, searchParams: searchParams(query) }),
    directoryPageSchema,
  );

export const getPublicProfile = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/directory/${id}`, { signal }), publicProfileSchema);

export const updatePublicProfile = (body: z.input<typeof updatePublicProfileBodySchema>) =>
  request(() => http.patch('api/profile/public', { json: body }), publicProfileSchema);
