import type { Language } from '../../../src/api/contract/languages';
import {
  activitySectors,
  categories,
  jobs,
  universities,
  universityFields,
  wilayas,
} from '../../db/schema/reference';
import type { UserRow } from '../../db/schema/users';
import { translator } from '../../lib/i18n';
import { countryName } from '../reference/countries';
import type { ReferenceRepository } from '../reference/reference.repository';

export type Detail = { label: string; value: string };

/** The onboarding data as a reviewer reads it: labelled, ids replaced by names in `lng`. */
export async function onboardingDetails(
  repo: Pick<ReferenceRepository, 'names' | 'brandNames'>,
  user: UserRow,
  lng: Language,
): Promise<Detail[]> {
  const o = user.onboarding;
  if (!o) return [];
  const t = translator(lng);
  const out: Detail[] = [];
  const push = (field: string, value: string | null | undefined) => {
    if (value) out.push({ label: t(`admin.fields.${field}`), value });
  };
  const one = async (table: Parameters<ReferenceRepository['names']>[0], id?: number | null) =>
    id ? (await repo.names(table, [id], lng)).get(id) : undefined;

  push('company', o.company);
  push('job', await one(jobs, o.job_id));
  push('activity_sector', await one(activitySectors, o.activity_sector_id));
  push('university', await one(universities, o.university_id));
  push('university_field', await one(universityFields, o.university_field_id));
  push('country', o.country ? countryName(o.country, lng) : null);
  push('wilaya', await one(wilayas, o.wilaya_id));
  push('phone', o.phone);
  push('website', o.website);
  if (o.brand_ids?.length)
    push('brands', [...(await repo.brandNames(o.brand_ids)).values()].join(', '));
  if (o.category_ids?.length) {
    push(
      'categories',
      [...(await repo.names(categories, o.category_ids, lng)).values()].join(', '),
    );
  }
  return out;
}
