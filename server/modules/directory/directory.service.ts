import type { Language } from '../../../src/api/contract/languages';
import type { PublicProfile } from '../../../src/api/contract/directory';
import {
  activitySectors,
  categories,
  jobs,
  universities,
  universityFields,
  wilayas,
} from '../../db/schema/reference';
import type { UserRow } from '../../db/schema/users';
import { toUser } from '../identity/user.dto';
import type { ReferenceRepository } from '../reference/reference.repository';
import { isListed } from './directory.repository';

type Named = { id: number; name: string };

/**
 * Users as others see them, with every reference named in the reader's language; the names of a
 * page are read in one query per list, whatever the page's size.
 */
export async function toPublicProfiles(
  reference: Pick<ReferenceRepository, 'names' | 'brandNames'>,
  rows: UserRow[],
  lng: Language,
): Promise<PublicProfile[]> {
  const ids = (pick: (o: NonNullable<UserRow['onboarding']>) => (number | null | undefined)[]) => [
    ...new Set(rows.flatMap((r) => (r.onboarding ? pick(r.onboarding) : [])).filter(isId)),
  ];
  const [job, sector, university, field, wilaya, category, brand] = await Promise.all([
    reference.names(
      jobs,
      ids((o) => [o.job_id]),
      lng,
    ),
    reference.names(
      activitySectors,
      ids((o) => [o.activity_sector_id]),
      lng,
    ),
    reference.names(
      universities,
      ids((o) => [o.university_id]),
      lng,
    ),
    reference.names(
      universityFields,
      ids((o) => [o.university_field_id]),
      lng,
    ),
    reference.names(
      wilayas,
      ids((o) => [o.wilaya_id]),
      lng,
    ),
    reference.names(
      categories,
      ids((o) => o.category_ids ?? []),
      lng,
    ),
    reference.brandNames(ids((o) => o.brand_ids ?? [])),
  ]);
  const one = (names: Map<number, string>, id?: number | null): Named | null =>
    id && names.has(id) ? { id, name: names.get(id)! } : null;
  const many = (names: Map<number, string>, list?: number[]): Named[] =>
    (list ?? []).flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));

  return rows.map((row) => {
    const o = row.onboarding ?? {};
    const manufacturer = row.type === 'MANUFACTURER';
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      type: row.type,
      variant: manufacturer ? 'manufacturer' : 'professional',
      avatar_url: toUser(row).avatar_url,
      company: o.company || null,
      job: manufacturer ? null : one(job, o.job_id),
      activity_sector: one(sector, o.activity_sector_id),
      university: manufacturer ? null : one(university, o.university_id),
      university_field: manufacturer ? null : one(field, o.university_field_id),
      wilaya: one(wilaya, o.wilaya_id),
      website: o.website || null,
      brands: manufacturer ? many(brand, o.brand_ids) : [],
      categories: manufacturer ? many(category, o.category_ids) : [],
      presentation: row.presentation,
      listed: isListed(row),
      member_since: row.createdAt.toISOString(),
    };
  });
}

const isId = (v: number | null | undefined): v is number => typeof v === 'number' && v > 0;
