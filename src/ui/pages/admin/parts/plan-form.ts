import type { AdminPlan, PlanBody } from '@/api/contract/admin-site';
import { languages } from '@/api/contract/languages';
import { limitKinds } from '@/api/contract/site';

/** The plan dialog's fields, flat and as typed (numbers as text; an empty limit is « no limit »). */
export type PlanFields = Record<string, string | boolean>;

const langs = languages;

export function planFields(p?: AdminPlan): PlanFields {
  const out: PlanFields = {
    code: p?.code ?? '',
    audience: p?.audience ?? 'pro',
    price_monthly: String(p?.price_monthly ?? 0),
    price_yearly: String(p?.price_yearly ?? 0),
    position: String(p?.position ?? 0),
    highlighted: p?.highlighted ?? false,
  };
  for (const l of langs) {
    out[`name_${l}`] = p?.name[l] ?? '';
    out[`description_${l}`] = p?.description[l] ?? '';
    out[`features_${l}`] = (p?.features ?? []).map((f) => f[l]).join('\n');
  }
  for (const k of limitKinds) out[`limits_${k}`] = p?.limits[k] == null ? '' : String(p.limits[k]);
  return out;
}

const num = (v: string | boolean | undefined) => (String(v ?? '').trim() === '' ? NaN : Number(v));
const lines = (v: string | boolean | undefined) =>
  String(v)
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The API's body from the fields (the schema then says what is wrong, on the same names). */
export function planBody(f: PlanFields): PlanBody {
  const text = (key: string) => Object.fromEntries(langs.map((l) => [l, String(f[`${key}_${l}`])]));
  const feats = langs.map((l) => lines(f[`features_${l}`]));
  const count = Math.max(...feats.map((x) => x.length));
  return {
    code: String(f.code).trim(),
    audience: f.audience as PlanBody['audience'],
    name: text('name') as PlanBody['name'],
    description: text('description') as PlanBody['description'],
    features: Array.from({ length: count }, (_, i) => ({
      fr: feats[0]![i] ?? '',
      en: feats[1]![i] ?? '',
      ar: feats[2]![i] ?? '',
    })),
    price_monthly: num(f.price_monthly),
    price_yearly: num(f.price_yearly),
    position: num(f.position),
    highlighted: f.highlighted === true,
    limits: Object.fromEntries(
      limitKinds.map((k) => {
        const v = String(f[`limits_${k}`]).trim();
        return [k, v === '' ? null : Number(v)];
      }),
    ) as PlanBody['limits'],
  };
}

/** A schema or server path (`name.fr`, `features.1.ar`, `limits.projects`) as the field it shows on. */
export const fieldOf = (path: (string | number | symbol)[] | string): string => {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'features') return `features_${parts[2] ?? 'fr'}`;
  return parts.join('_');
};
