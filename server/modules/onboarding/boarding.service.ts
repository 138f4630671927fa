import type { OnboardingData, UserType } from '../../../src/api/contract/user';
import {
  activitySectors,
  brands,
  categories,
  jobs,
  universities,
  universityFields,
  wilayas,
} from '../../db/schema/reference';
import { type FieldError, ValidationError } from '../../lib/errors';
import { isCountryCode } from '../reference/countries';
import type { ReferenceRepository } from '../reference/reference.repository';

type Field = keyof OnboardingData;

/** What each user type must tell before review (wilaya_id only for an address in Algeria). */
export function requiredFields(type: UserType): Field[] {
  switch (type) {
    case 'SUPER_ADMIN':
    case 'ADMIN':
      return [];
    case 'MANUFACTURER':
      return ['company', 'brand_ids', 'category_ids', 'country', 'wilaya_id', 'phone', 'website'];
    case 'PROFESSOR_STUDENT':
      return ['university_id', 'university_field_id', 'country', 'wilaya_id', 'phone'];
    default:
      return ['job_id', 'activity_sector_id', 'company', 'country', 'wilaya_id', 'phone'];
  }
}

const isBlank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;

function normaliseWebsite(raw: string): string | null {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Checks a submission against the user type (required fields, formats, references that exist)
 * and returns the cleaned data: only the type's fields, trimmed. 422 per field otherwise.
 */
export async function validateBoarding(
  repo: Pick<ReferenceRepository, 'existing'>,
  type: UserType,
  input: OnboardingData,
): Promise<OnboardingData> {
  const fields = requiredFields(type);
  const errors: Record<string, FieldError[]> = {};
  const fail = (f: string, key: string) => (errors[f] ??= []).push({ key });
  const data: Record<string, unknown> = {};
  const country = typeof input.country === 'string' ? input.country.trim().toUpperCase() : null;

  for (const f of fields) {
    const value = input[f];
    if (f === 'wilaya_id' && country !== 'DZ' && isBlank(value)) continue;
    if (isBlank(value)) {
      fail(f, Array.isArray(value) ? 'validation.list_required' : 'validation.required');
      continue;
    }
    data[f] = typeof value === 'string' ? value.trim() : value;
  }

  if (data.country !== undefined) {
    if (country && isCountryCode(country)) data.country = country;
    else fail('country', 'validation.country');
  }
  if (typeof data.phone === 'string' && !PHONE.test(data.phone)) fail('phone', 'validation.phone');
  if (typeof data.website === 'string') {
    const url = normaliseWebsite(data.website);
    if (url) data.website = url;
    else fail('website', 'validation.url');
  }

  const single = [
    ['job_id', jobs],
    ['activity_sector_id', activitySectors],
    ['university_id', universities],
    ['university_field_id', universityFields],
    ['wilaya_id', wilayas],
  ] as const;
  for (const [f, table] of single) {
    const id = data[f];
    if (typeof id === 'number' && !(await repo.existing(table, [id])).has(id))
      fail(f, 'validation.exists');
  }
  for (const [f, table] of [
    ['brand_ids', brands],
    ['category_ids', categories],
  ] as const) {
    const ids = data[f];
    if (!Array.isArray(ids)) continue;
    const unique = [...new Set(ids as number[])];
    const found = await repo.existing(table, unique);
    if (found.size !== unique.length) fail(f, 'validation.exists');
    data[f] = unique;
  }

  if (Object.keys(errors).length) throw new ValidationError(errors);
  return data as OnboardingData;
}
