import type { OnboardingData, UserType } from '@/api/contract/user';

export type OnboardingField = keyof OnboardingData;
export type StepId = 'activity' | 'studies' | 'company' | 'catalogue' | 'contact';
export type Step = { id: StepId; fields: OnboardingField[] };

const contact: Step = { id: 'contact', fields: ['country', 'wilaya_id', 'phone'] };

/**
 * The onboarding steps of each user type (what server/modules/onboarding asks of it): the
 * professionals' activity, the students' studies, the manufacturers' company and catalogue;
 * then where to reach them. Administrators have nothing to fill.
 */
export function stepsFor(type: UserType): Step[] {
  switch (type) {
    case 'SUPER_ADMIN':
    case 'ADMIN':
      return [];
    case 'MANUFACTURER':
      return [
        { id: 'company', fields: ['company', 'website'] },
        { id: 'catalogue', fields: ['brand_ids', 'category_ids'] },
        contact,
      ];
    case 'PROFESSOR_STUDENT':
      return [{ id: 'studies', fields: ['university_id', 'university_field_id'] }, contact];
    default:
      return [{ id: 'activity', fields: ['job_id', 'activity_sector_id', 'company'] }, contact];
  }
}

const blank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The fields of a step still empty (the wilaya only matters for an address in Algeria). */
export function missingFields(step: Step, data: OnboardingData): OnboardingField[] {
  return step.fields.filter((f) => {
    if (f === 'wilaya_id' && data.country !== 'DZ') return false;
    return blank(data[f]);
  });
}
