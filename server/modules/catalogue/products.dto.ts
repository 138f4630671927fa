import { and, count, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { Product, ProductCard, ProductFile } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import {
  favorites,
  productFiles,
  type ProductFileRow,
  type ProductRow,
} from '../../db/schema/catalogue';
import { brands, categories, wilayas } from '../../db/schema/reference';
import { users, type UserRow } from '../../db/schema/users';
import { isViewable } from './product-formats';

/** In the reader's language, then French, then any. */
export function inLanguage(
  lng: Language,
  values: { fr: string | null; en: string | null; ar: string | null },
): string | null {
  return values[lng] ?? values.fr ?? values.en ?? values.ar ?? null;
}

const nameOf = (lng: Language, r: { nameFr: string; nameEn: string; nameAr: string }) =>
  lng === 'ar' ? r.nameAr : lng === 'en' ? r.nameEn : r.nameFr;

export const fileUrl = (productId: string, fileId: string) =>
  `/api/products/${productId}/files/${fileId}`;

export function toProductFile(f: ProductFileRow): ProductFile {
  return {
    id: f.id,
    kind: f.kind,
    format: f.format,
    name: f.name,
    size: f.size,
    viewable: isViewable(f.format),
    url: fileUrl(f.productId, f.id),
    thumbnail_url: f.thumbKey ? `${fileUrl(f.productId, f.id)}/thumbnail` : null,
    download_count: f.downloadCount,
  };
}

export type ManufacturerCard = Product['manufacturer'];

export function manufacturerCard(
  u: UserRow,
  lng: Language,
  wilayaNames: Map<number, { nameFr: string; nameEn: string; nameAr: string }>,
): ManufacturerCard {
  const w = u.onboarding?.wilaya_id ? wilayaNames.get(u.onboarding.wilaya_id) : undefined;
  return {
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    company: u.onboarding?.company ?? null,
    wilaya: w ? nameOf(lng, w) : null,
    avatar_url: u.avatarKey ? `/api/users/${u.id}/avatar` : null,
  };
}

/** A product row without its search index, which no answer shows. */
export type ShownProductRow = Omit<ProductRow, 'searchDoc' | 'searchKeys'>;

type WilayaRow = typeof wilayas.$inferSelect;
/** The wilayas never change while the server runs (reference data, seeded): read once per database. */
const wilayaLists = new WeakMap<Db, Promise<WilayaRow[]>>();
function wilayaList(db: Db): Promise<WilayaRow[]> {
  let list = wilayaLists.get(db);
  if (!list) {
    // A real promise (a drizzle query runs again on every await), forgotten if it fails.
    list = db
      .select()
      .from(wilayas)
      .then((rows) => rows);
    list.catch(() => wilayaLists.delete(db));
    wilayaLists.set(db, list);
  }
  return list;
}

/** Products as the API shows them, in `lng`, with their references, files and counts. */
export async function toProducts(db: Db, rows: ShownProductRow[], lng: Language): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const catIds = [
    ...new Set(rows.flatMap((r) => [r.categoryId, r.subCategoryId]).filter((c) => c != null)),
  ];
  const brandIds = [...new Set(rows.map((r) => r.brandId).filter((b) => b != null))];
  const userIds = [...new Set(rows.map((r) => r.manufacturerId))];
  const [cats, brandRows, makers, files, favs, wils] = await Promise.all([
    catIds.length ? db.select().from(categories).where(inArray(categories.id, catIds)) : [],
    brandIds.length ? db.select().from(brands).where(inArray(brands.id, brandIds)) : [],
    db.select().from(users).where(inArray(users.id, userIds)),
    db
      .select()
      .from(productFiles)
      .where(inArray(productFiles.productId, ids))
      .orderBy(productFiles.position, productFiles.createdAt),
    db
      .select({ id: favorites.targetId, n: count() })
      .from(favorites)
      .where(and(eq(favorites.kind, 'product'), inArray(favorites.targetId, ids)))
      .groupBy(favorites.targetId),
    wilayaList(db),
  ]);
  const catMap = new Map(cats.map((c) => [c.id, { id: c.id, name: nameOf(lng, c) }]));
  const brandMap = new Map(brandRows.map((b) => [b.id, { id: b.id, name: b.name }]));
  const wilayaMap = new Map(wils.map((w) => [w.id, w]));
  const makerMap = new Map(makers.map((u) => [u.id, manufacturerCard(u, lng, wilayaMap)]));
  const favMap = new Map(favs.map((f) => [f.id, f.n]));
  return rows.map((r) => {
    const own = files.filter((f) => f.productId === r.id);
    const cover = own.find((f) => f.kind === 'image');
    return {
      id: r.id,
      name: inLanguage(lng, { fr: r.nameFr, en: r.nameEn, ar: r.nameAr }) ?? r.reference,
      description: inLanguage(lng, {
        fr: r.descriptionFr,
        en: r.descriptionEn,
        ar: r.descriptionAr,
      }),
      name_fr: r.nameFr,
      name_en: r.nameEn,
      name_ar: r.nameAr,
      description_fr: r.descriptionFr,
      description_en: r.descriptionEn,
      description_ar: r.descriptionAr,
      reference: r.reference,
      category: (r.categoryId && catMap.get(r.categoryId)) || null,
      sub_category: (r.subCategoryId && catMap.get(r.subCategoryId)) || null,
      brand: (r.brandId && brandMap.get(r.brandId)) || null,
      unit: r.unit,
      price_cents: r.priceCents,
      currency: r.currency as Product['currency'],
      on_quote: r.onQuote,
      lead_time_days: r.leadTimeDays,
      characteristics: r.characteristics,
      tags: r.tags,
      status: r.status,
      manufacturer: makerMap.get(r.manufacturerId)!,
      cover_url: cover ? `${fileUrl(r.id, cover.id)}${cover.thumbKey ? '/thumbnail' : ''}` : null,
      has_bim: r.hasBim,
      files: own.map(toProductFile),
      counts: { views: r.viewCount, downloads: r.downloadCount, favorites: favMap.get(r.id) ?? 0 },
      published_at: r.publishedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** A product without what only its page needs (descriptions in every language, rows, files). */
export function toCard(p: Product): ProductCard {
  const card: Partial<Product> = { ...p };
  delete card.description_fr;
  delete card.description_en;
  delete card.description_ar;
  delete card.characteristics;
  delete card.files;
  return card as ProductCard;
}
