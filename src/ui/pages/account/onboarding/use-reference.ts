import { useQuery } from '@tanstack/react-query';
import {
  getActivitySectors,
  getBrands,
  getCategories,
  getCountries,
  getJobs,
  getUniversities,
  getUniversityFields,
  getWilayas,
} from '@/api/reference.api';
import { useLanguage } from '@/ui/i18n/language';

/** One choice of a reference list: its value (an id, or a country code) and what to show. */
export type ReferenceItem = { value: string; label: string };

const named =
  (load: (s?: AbortSignal) => Promise<{ id: number; name: string }[]>) =>
  async (signal: AbortSignal): Promise<ReferenceItem[]> =>
    (await load(signal)).map((i) => ({ value: String(i.id), label: i.name }));

const lists = {
  countries: async (signal: AbortSignal) =>
    (await getCountries(signal)).map((c) => ({ value: c.code, label: c.name })),
  wilayas: async (signal: AbortSignal) =>
    (await getWilayas(signal)).map((w) => ({
      value: String(w.id),
      label: `${w.code} · ${w.name}`,
    })),
  jobs: named(getJobs),
  activitySectors: named(getActivitySectors),
  categories: named(getCategories),
  brands: named(getBrands),
  universities: named(getUniversities),
  universityFields: named(getUniversityFields),
} satisfies Record<string, (signal: AbortSignal) => Promise<ReferenceItem[]>>;
export type ReferenceList = keyof typeof lists;

export const referenceKey = (list: ReferenceList) => ['reference', list] as const;

/** A reference list (SPEC §7), named in the current language: refetched when it changes. */
export function useReference(list: ReferenceList) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...referenceKey(list), language],
    queryFn: ({ signal }) => lists[list](signal),
    staleTime: 10 * 60_000,
  });
}
