import { sql } from 'drizzle-orm';
import type { ProductFileFormat, ProductFileKind } from '../../../src/api/contract/products';
import type { products } from '../../db/schema/catalogue';
import { indexText, normalise } from './search-text';

type Indexed = Pick<
  typeof products.$inferInsert,
  | 'nameFr'
  | 'nameEn'
  | 'nameAr'
  | 'descriptionFr'
  | 'descriptionEn'
  | 'descriptionAr'
  | 'reference'
  | 'characteristics'
  | 'tags'
>;

/**
 * What a product's row keeps for the library: the search words (names, descriptions,
 * reference, brand, categories in the three languages, characteristics, tags), typo keys,
 * the name to sort by, whether it has a BIM object and its files' formats.
 */
export function searchColumns(
  p: Indexed,
  related: {
    brand?: string | null;
    categories: string[];
    files: { kind: ProductFileKind; format: ProductFileFormat }[];
  },
) {
  const { doc, keys } = indexText([
    p.nameFr,
    p.nameEn,
    p.nameAr,
    p.descriptionFr,
    p.descriptionEn,
    p.descriptionAr,
    p.reference,
    related.brand,
    ...related.categories,
    ...(p.characteristics ?? []).map((c) => `${c.name} ${c.value} ${c.unit}`),
    ...(p.tags ?? []),
  ]);
  const words = [...new Set(doc.split(' ').filter(Boolean))];
  return {
    searchDoc: sql`array_to_tsvector(${sql.param(words)}::text[])`,
    searchKeys: keys,
    sortName: normalise(p.nameFr ?? p.nameEn ?? p.nameAr ?? ''),
    hasBim: related.files.some((f) => f.kind === 'bim'),
    formats: [...new Set(related.files.map((f) => f.format))],
  };
}
