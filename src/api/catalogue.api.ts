import { z } from 'zod';
import {
  favoriteBodySchema,
  favoriteKeysSchema,
  favoritesSchema,
  type FavoriteBody,
} from './contract/favorites';
import {
  libraryPageSchema,
  myProductsPageSchema,
  productFileSchema,
  productSchema,
  suggestionsSchema,
  type CreateProductBody,
  type LibraryQuery,
  type MyProductsQuery,
  type ProductStatus,
  type UpdateProductBody,
} from './contract/products';
import { http } from './http';
import { request, requestVoid } from './request';
import { searchParams } from './search-params';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Repeated keys (`brand_id=1&brand_id=2`) for the library's multi-value filters. */
function repeated(query: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const x of Array.isArray(v) ? v : [v])
      if (x !== undefined && x !== null && x !== '') out.append(k, String(x));
  }
  return out;
}

export const listMyProducts = (query: MyProductsQuery, signal?: AbortSignal) =>
  request(
    () => http.get('api/products', { signal, searchParams: searchParams(query as Query) }),
    myProductsPageSchema,
  );
export const getMyProduct = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/products/${id}`, { signal }), productSchema);
export const createProduct = (body: CreateProductBody) =>
  request(() => http.post('api/products', { json: body }), productSchema);
export const updateProduct = (id: string, body: UpdateProductBody) =>
  request(() => http.patch(`api/products/${id}`, { json: body }), productSchema);
export const deleteProduct = (id: string) => requestVoid(() => http.delete(`api/products/${id}`));
export const setProductsStatus = (ids: string[], status: ProductStatus) =>
  request(
    () => http.post('api/products/bulk-status', { json: { ids, status } }),
    z.object({ updated: z.number() }),
  );
export const uploadProductFile = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(
    () => http.post(`api/products/${id}/files`, { body: form, timeout: false }),
    productFileSchema,
  );
};
export const deleteProductFile = (id: string, fileId: string) =>
  requestVoid(() => http.delete(`api/products/${id}/files/${fileId}`));

export const searchLibrary = (query: LibraryQuery, signal?: AbortSignal) =>
  request(
    () => http.get('api/library/products', { signal, searchParams: repeated(query) }),
    libraryPageSchema,
  );
export const librarySuggestions = (q: string, signal?: AbortSignal) =>
  request(
    () => http.get('api/library/suggestions', { signal, searchParams: { q } }),
    suggestionsSchema,
  );
export const getLibraryProduct = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/library/products/${id}`, { signal }), productSchema);
export const productDownloadUrl = (id: string, fileId: string) =>
  `/api/library/products/${id}/files/${fileId}/download`;

export const listFavorites = (signal?: AbortSignal) =>
  request(() => http.get('api/favorites', { signal }), favoritesSchema);
export const favoriteKeys = (signal?: AbortSignal) =>
  request(() => http.get('api/favorites/keys', { signal }), favoriteKeysSchema);
export const addFavorite = (body: FavoriteBody) =>
  request(() => http.post('api/favorites', { json: body }), favoriteBodySchema);
export const removeFavorite = ({ kind, id }: FavoriteBody) =>
  requestVoid(() => http.delete(`api/favorites/${kind}/${id}`));
