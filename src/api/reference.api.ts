import { z } from 'zod';
import {
  categorySchema,
  countrySchema,
  namedSchema,
  paginated,
  wilayaSchema,
} from './contract/reference';
import { http } from './http';
import { request } from './request';

const list =
  <S extends z.ZodType>(path: string, item: S) =>
  (signal?: AbortSignal) =>
    request(() => http.get(path, { signal }), z.array(item));

export const getCountries = list('api/countries', countrySchema);
export const getWilayas = list('api/wilayas', wilayaSchema);
export const getJobs = list('api/jobs', namedSchema);
export const getActivitySectors = list('api/activity-sectors', namedSchema);
export const getCategories = list('api/categories', categorySchema);
export const getBrands = list('api/brands', namedSchema);
export const getUniversities = list('api/universities', namedSchema);
export const getUniversityFields = list('api/universities/fields', namedSchema);

export const getSubCategories = (id: number, signal?: AbortSignal) =>
  request(
    () => http.get(`api/categories/${id}/sub-categories`, { signal }),
    z.array(categorySchema),
  );

export const addBrand = (brand_name: string) =>
  request(() => http.post('api/brands/add', { json: { brand_name } }), namedSchema);
export const addUniversity = (name: string) =>
  request(() => http.post('api/universities/add', { json: { name } }), namedSchema);
export const addUniversityField = (name: string) =>
  request(() => http.post('api/universities/fields/add', { json: { name } }), namedSchema);

type Filter = { page?: number; per_page?: number; q?: string; parent_id?: number };
const filtered =
  <S extends z.ZodType>(path: string, item: S) =>
  (filter: Filter = {}, signal?: AbortSignal) =>
    request(
      () =>
        http.get(path, {
          signal,
          searchParams: Object.fromEntries(
            Object.entries(filter).filter(([, v]) => v !== undefined),
          ) as Record<string, string | number>,
        }),
      paginated(item),
    );

export const filterActivitySectors = filtered('api/activity-sectors/filter', namedSchema);
export const filterCategories = filtered('api/categories/filter', categorySchema);
export const filterBrands = filtered('api/brands/filter', namedSchema);
