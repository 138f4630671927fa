/** Numbers as the user's language writes them (Latin digits in Arabic, as on plans). */
export function numberLocale(lng: string): string {
  return lng.startsWith('ar') ? 'ar-u-nu-latn' : lng;
}

/** A length in metres, three decimals (millimetre precision): "5,000 m" in French. */
export function formatMetres(value: number, lng: string, digits = 3): string {
  const n = new Intl.NumberFormat(numberLocale(lng), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${n} m`;
}

export type LengthUnit = 'mm' | 'cm' | 'm';

const lengthScale: Record<LengthUnit, { factor: number; digits: number }> = {
  mm: { factor: 1000, digits: 0 },
  cm: { factor: 100, digits: 1 },
  m: { factor: 1, digits: 3 },
};

/** A length given in metres, in the project's display unit (millimetre precision throughout). */
export function formatLength(metres: number, unit: LengthUnit, lng: string): string {
  const { factor, digits } = lengthScale[unit];
  const n = new Intl.NumberFormat(numberLocale(lng), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(metres * factor);
  return `${n} ${unit}`;
}

const unitLabel = { m: 'm', m2: 'm²', m3: 'm³' } as const;

/** One format per language: building an Intl.NumberFormat costs a millisecond or more, and a
 * panel of many values (the take-off's groups, a property tab) formats hundreds at a time. */
const valueFormats = new Map<string, Intl.NumberFormat>();
function valueFormat(lng: string): Intl.NumberFormat {
  let f = valueFormats.get(lng);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(lng), { maximumFractionDigits: 3 });
    valueFormats.set(lng, f);
  }
  return f;
}

/** A property value for display (SI values keep up to three decimals and their unit). */
export function formatValue(
  value: string | number | boolean | null,
  lng: string,
  unit?: keyof typeof unitLabel,
): string {
  if (value === null) return '—';
  if (typeof value === 'number') {
    const n = valueFormat(lng).format(value);
    return unit ? `${n} ${unitLabel[unit]}` : n;
  }
  return String(value);
}
