import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ProductFileFormat } from '../../../src/api/contract/products';
import { productFiles, products } from '../../db/schema/catalogue';
import { storageOrphans } from '../../db/schema/files';
import { brands, categories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { randomToken } from '../../lib/tokens';
import type { Seeder } from '../../seed';
import { demoProducts, type DemoProduct } from './demo-catalogue.data';
import { boxGlb, boxIfc, coverPicture } from './demo-objects';
import { productFormats } from './product-formats';
import { thumbnail } from './product-files.service';
import { searchColumns } from './search-columns';

const datasheet = (title: string) => {
  const text = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 60 780 Td (${text}) Tj ET`;
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R' +
      '/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
      `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n` +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
};

const ref = (i: number) => `MM-${String(i + 1).padStart(3, '0')}`;

/** The files of one demo product: a cover picture, its BIM object if any, a datasheet. */
async function demoFiles(d: DemoProduct, i: number) {
  const slug = ref(i).toLowerCase();
  const files: { name: string; format: ProductFileFormat; bytes: Buffer }[] = [
    {
      name: `${slug}.jpg`,
      format: 'jpeg',
      bytes: await coverPicture(ref(i), (i * 37) % 360, i),
    },
  ];
  if (d.bim === 'ifc')
    files.push({ name: `${slug}.ifc`, format: 'ifc', bytes: boxIfc(d.fr, i * 100, d.dims) });
  if (d.bim === 'glb') files.push({ name: `${slug}.glb`, format: 'glb', bytes: boxGlb(d.dims) });
  files.push({ name: `${slug}-fiche-technique.pdf`, format: 'pdf', bytes: datasheet(d.fr) });
  return files;
}

/**
 * The demo catalogue of fab@ouvrage.test (issue 19): 47 products over several categories and
 * brands, each with a cover picture and a datasheet, a third with a real IFC or GLB object made
 * here; a few drafts and one archived. Written in a few statements (it runs at every first start
 * of an embedded database); skipped when the account already has products.
 */
export const seedDemoCatalogue: Seeder = async ({ database, log, storage }) => {
  const db = database.db;
  const [maker] = await db.select().from(users).where(eq(users.email, 'fab@ouvrage.test'));
  if (!maker) return;
  const [has] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.manufacturerId, maker.id));
  if ((has?.n ?? 0) > 0) return;
  const cats = await db.select().from(categories).where(isNotNull(categories.parentId));
  const tops = await db.select().from(categories);
  const brandRows = await db.select().from(brands);

  const made = await Promise.all(demoProducts.map((d, i) => demoFiles(d, i)));
  const rows = demoProducts.map((d, i) => {
    const sub = cats.find((c) => c.nameFr === d.sub);
    const top = tops.find((c) => c.id === sub?.parentId);
    const brand = brandRows.find((b) => b.name === d.brand);
    const values = {
      manufacturerId: maker.id,
      nameFr: d.fr,
      nameAr: d.ar ?? null,
      nameEn: d.en ?? null,
      descriptionFr: `${d.fr}. Fabriqué en Algérie, conforme aux normes en vigueur.`,
      descriptionAr: d.ar ? `${d.ar}. صنع في الجزائر.` : null,
      descriptionEn: d.en ? `${d.en}. Made in Algeria.` : null,
      reference: ref(i),
      categoryId: top?.id ?? null,
      subCategoryId: sub?.id ?? null,
      brandId: brand?.id ?? null,
      unit: d.unit,
      priceCents: d.price == null ? null : d.price * 100,
      onQuote: d.price == null,
      leadTimeDays: 3 + (i % 4) * 5,
      characteristics: d.chars.map(([name, value, unit]) => ({ name, value, unit })),
      tags: [d.brand.toLowerCase()],
      status: d.status ?? ('published' as const),
      publishedAt:
        (d.status ?? 'published') === 'published' ? new Date(Date.now() - i * 3_600_000) : null,
    };
    const names = [sub, top].flatMap((c) => (c ? [c.nameFr, c.nameEn, c.nameAr] : []));
    const files = made[i]!.map((f) => ({ kind: productFormats[f.format].kind, format: f.format }));
    return {
      ...values,
      ...searchColumns(values, { brand: brand?.name, categories: names, files }),
    };
  });
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });

  // Objects first (reserved as orphans), then their rows and the adoption in one transaction.
  const fileRows: (typeof productFiles.$inferInsert)[] = [];
  const keys: string[] = [];
  for (const [i, { id }] of inserted.entries()) {
    for (const [position, f] of made[i]!.entries()) {
      const info = productFormats[f.format];
      const key = `products/${id}/${randomToken(18)}`;
      const thumbKey = info.kind === 'image' ? `${key}-thumb.webp` : null;
      fileRows.push({
        productId: id,
        kind: info.kind,
        format: f.format,
        name: f.name,
        storageKey: key,
        thumbKey,
        size: f.bytes.length,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        contentType: info.contentType,
        position,
      });
      keys.push(key, ...(thumbKey ? [thumbKey] : []));
    }
  }
  await db.insert(storageOrphans).values(keys.map((key) => ({ key })));
  let n = 0;
  for (const [i] of inserted.entries()) {
    for (const f of made[i]!) {
      const row = fileRows[n++]!;
      await storage.put(row.storageKey, Readable.from([f.bytes]), { contentType: row.contentType });
      if (row.thumbKey)
        await storage.put(row.thumbKey, Readable.from([await thumbnail(f.bytes)]), {
          contentType: 'image/webp',
        });
    }
  }
  await db.transaction(async (tx) => {
    await tx.insert(productFiles).values(fileRows);
    await tx.delete(storageOrphans).where(inArray(storageOrphans.key, keys));
  });
  log.info({ products: rows.length }, 'demo catalogue created');
};
