import type { Person } from '@/api/contract/people';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Sizes in the reader's own units: « 12,4 Mo » in French, « 12.4 MB » in English, « م.ب » in Arabic. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const parts = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    // "512 byte" reads oddly in English: bytes take the narrow unit ("B", "o"), with a space.
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).formatToParts(value);
  // The narrow form glues the unit to the number in some languages ("512o"): a no-break space
  // keeps them apart on one line, as the short form does.
  return parts
    .map((p, i) => {
      const next = parts[i + 1];
      const glued = (p.type === 'integer' || p.type === 'fraction') && next?.type === 'unit';
      const gluedBefore =
        p.type === 'unit' && (next?.type === 'integer' || next?.type === 'fraction');
      return glued || gluedBefore ? `${p.value}\u00a0` : p.value;
    })
    .join('');
}

export const formatDateTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export const formatDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

export const personName = (
  p: Pick<Person, 'first_name' | 'last_name'> | null | undefined,
): string => (p ? `${p.first_name} ${p.last_name}`.trim() : '');

/** Extensions the upload accepts (the server checks the content too). */
export const ACCEPTED_EXTENSIONS = [
  '.ifc',
  '.ifczip',
  '.ifcxml',
  '.gltf',
  '.glb',
  '.obj',
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.ppt',
  '.odt',
  '.ods',
  '.odp',
  '.bcf',
  '.bcfzip',
];
