import type { Person } from '@/api/contract/people';

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** « 12,4 Mo » style sizes in the reader's locale (units are the international ones). */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
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
