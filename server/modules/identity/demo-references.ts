import { inArray } from 'drizzle-orm';
import type { OnboardingData } from '../../../src/api/contract/user';
import type { Db } from '../../db/client';
import { activitySectors, brands, categories, jobs } from '../../db/schema/reference';

/**
 * Onboarding details of the demo accounts, taken from the reference data by name (ids differ
 * between databases). Empty when the reference data is missing: the accounts are still usable.
 */
export async function demoReferences(
  db: Db,
): Promise<{ professional: OnboardingData; manufacturer: OnboardingData }> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(inArray(jobs.nameFr, ['Architecte']));
  const [sector] = await db
    .select()
    .from(activitySectors)
    .where(inArray(activitySectors.nameFr, ['Études et ingénierie']));
  const brandRows = await db
    .select()
    .from(brands)
    .where(inArray(brands.name, ['Knauf', 'Placo']));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(inArray(categories.nameFr, ['Isolation thermique', 'Plâtre et plaques de plâtre']));
  return {
    professional: {
      ...(job ? { job_id: job.id } : {}),
      ...(sector ? { activity_sector_id: sector.id } : {}),
    },
    manufacturer: {
      website: 'https://mansouri-materiaux.example',
      brand_ids: brandRows.map((b) => b.id),
      category_ids: categoryRows.map((c) => c.id),
    },
  };
}
