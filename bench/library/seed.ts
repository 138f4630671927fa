/**
 * The library bench's catalogue: 400 manufacturers over the wilayas (a third in Algiers) and
 * BENCH_PRODUCTS (100,000) published products made from the demo catalogue's families, written
 * straight into the database at `url` (rows only, no bytes in storage), with the search columns the
 * catalogue service writes. `say` gets `{ seeded }` progress lines.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { demoProducts } from '../../server/modules/catalogue/demo-catalogue.data';
import { indexText, normalise } from '../../server/modules/catalogue/search-text';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const MAKERS = 400;
const BATCH = 2_000;

export async function seedLibrary(url: string, say: (o: object) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();

  // A repeatable pseudo-random sequence (mulberry32): the same catalogue on every run.
  let seed = 19;
  function random(): number {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

  const cats = (
    await client.query<{
      id: number;
      parent_id: number | null;
      name_fr: string;
      name_en: string;
      name_ar: string;
    }>('select id, parent_id, name_fr, name_en, name_ar from categories')
  ).rows;
  const brandRows = (
    await client.query<{ id: number; name: string }>('select id, name from brands')
  ).rows;
  const wilayaIds = (await client.query<{ id: number }>('select id from wilayas')).rows.map(
    (w) => w.id,
  );

  /** The manufacturers: companies over the wilayas, a third of them in Algiers (16). */
  const makerIds: string[] = [];
  const makerWilaya = new Map<string, number>();
  {
    const rows: string[] = [];
    const params: unknown[] = [];
    for (let i = 0; i < MAKERS; i++) {
      const id = randomUUID();
      const wilaya = i % 3 === 0 ? 16 : pick(wilayaIds);
      makerIds.push(id);
      makerWilaya.set(id, wilaya);
      const onboarding = {
        company: `${pick(['Sarl', 'Eurl', 'Spa', 'Ets'])} ${pick(['Atlas', 'Djurdjura', 'Sahara', 'Tassili', 'Hoggar', 'Numidia', 'Medjerda', 'Chelif'])} ${pick(['Matériaux', 'Industrie', 'Bâtiment', 'Construction', 'Equipements'])} ${i + 1}`,
        country: 'DZ',
        wilaya_id: wilaya,
        phone: '0550000000',
      };
      params.push(id, `maker${i}@bench.test`, JSON.stringify(onboarding));
      const n = params.length;
      rows.push(
        `($${n - 2}, $${n - 1}, 'x', 'Bench', 'Maker', 'MANUFACTURER', 'A', now(), $${n}::jsonb, now())`,
      );
    }
    await client.query(
      `insert into users (id, email, password_hash, first_name, last_name, type, status, email_verified_at, onboarding, onboarded_at) values ${rows.join(',')}`,
      params,
    );
  }

  const finishesFr = [
    'standard',
    'premium',
    'renforcé',
    'haute performance',
    'éco',
    'pro',
    'classique',
    'grand format',
    'blanc',
    'gris',
    'anthracite',
    'naturel',
  ];
  const finishesAr = [
    'عادي',
    'ممتاز',
    'معزز',
    'عالي الأداء',
    'اقتصادي',
    'احترافي',
    'كلاسيكي',
    'حجم كبير',
    'أبيض',
    'رمادي',
    'فحمي',
    'طبيعي',
  ];
  const usesFr = [
    'logements collectifs',
    'maisons individuelles',
    'équipements publics',
    'bâtiments tertiaires',
    'ouvrages industriels',
    'établissements scolaires',
    'hôpitaux',
  ];
  const usesAr = [
    'السكن الجماعي',
    'المنازل الفردية',
    'المرافق العمومية',
    'المباني الإدارية',
    'المنشآت الصناعية',
    'المؤسسات التعليمية',
    'المستشفيات',
  ];
  const claimsFr = [
    'Conforme aux normes algériennes et européennes.',
    'Livré sur chantier sous 48 heures.',
    'Fabriqué localement, stock permanent.',
    'Assistance technique et fiches de pose fournies.',
    'Résistant à l’humidité et aux fortes chaleurs.',
    'Certificat CE et avis technique disponibles.',
  ];
  const claimsAr = [
    'مطابق للمعايير الجزائرية والأوروبية.',
    'التسليم في الورشة خلال 48 ساعة.',
    'صنع محلي، مخزون دائم.',
    'مساعدة تقنية وبطاقات تركيب متوفرة.',
    'مقاوم للرطوبة والحرارة الشديدة.',
    'شهادة CE ورأي تقني متوفران.',
  ];

  const columns = [
    ['id', 'uuid'],
    ['manufacturer_id', 'uuid'],
    ['name_fr', 'text'],
    ['name_en', 'text'],
    ['name_ar', 'text'],
    ['description_fr', 'text'],
    ['description_ar', 'text'],
    ['reference', 'text'],
    ['category_id', 'int'],
    ['sub_category_id', 'int'],
    ['brand_id', 'int'],
    ['unit', 'text'],
    ['price_cents', 'bigint'],
    ['on_quote', 'bool'],
    ['characteristics', 'jsonb'],
    ['tags', 'text'],
    ['has_bim', 'bool'],
    ['formats', 'text'],
    ['search_doc', 'text'],
    ['search_keys', 'text'],
    ['sort_name', 'text'],
    ['published_at', 'timestamptz'],
  ] as const;
  type Column = (typeof columns)[number][0];

  const fileRows: { productId: string; kind: string; format: string }[] = [];
  const started = Date.now();
  for (let from = 0; from < PRODUCTS; from += BATCH) {
    const cols = Object.fromEntries(columns.map(([c]) => [c, [] as unknown[]])) as Record<
      Column,
      unknown[]
    >;
    for (let i = from; i < Math.min(PRODUCTS, from + BATCH); i++) {
      const d = demoProducts[i % demoProducts.length]!;
      const sub = cats.find((c) => c.name_fr === d.sub);
      const top = cats.find((c) => c.id === sub?.parent_id);
      const brand = random() < 0.6 ? brandRows.find((b) => b.name === d.brand) : pick(brandRows);
      const maker = pick(makerIds);
      const f = Math.floor(random() * finishesFr.length);
      const size = 10 + Math.floor(random() * 190);
      const nameFr = `${d.fr} ${finishesFr[f]} série ${size}`;
      const nameAr = `${d.ar ?? d.fr} ${finishesAr[f]} سلسلة ${size}`;
      const nameEn = d.en && random() < 0.35 ? `${d.en} ${size} series` : null;
      const use = Math.floor(random() * usesFr.length);
      const c1 = Math.floor(random() * claimsFr.length);
      const c2 = (c1 + 1 + Math.floor(random() * (claimsFr.length - 1))) % claimsFr.length;
      const descriptionFr = `${d.fr}, finition ${finishesFr[f]}, pour ${usesFr[use]}. ${claimsFr[c1]} ${claimsFr[c2]}`;
      const descriptionAr = `${d.ar ?? d.fr}، لمشاريع ${usesAr[use]}. ${claimsAr[c1]} ${claimsAr[c2]}`;
      const reference = `${(brand?.name ?? 'REF').slice(0, 3).toUpperCase()}-${i.toString(36).toUpperCase()}`;
      const characteristics = [
        ...d.chars.map(([name, value, unit]) => ({ name, value, unit })),
        { name: 'Série', value: String(size), unit: '' },
        { name: 'Garantie', value: String(1 + (i % 10)), unit: 'ans' },
      ];
      const tags = [d.brand.toLowerCase(), finishesFr[f]!];
      const r = random();
      const bim = r < 0.33 ? (random() < 0.7 ? 'ifc' : 'glb') : null;
      const image = bim !== null || random() < 0.7;
      const formats = [...(image ? ['jpeg'] : []), ...(bim ? [bim] : [])];
      const { doc, keys } = indexText([
        nameFr,
        nameEn,
        nameAr,
        descriptionFr,
        descriptionAr,
        reference,
        brand?.name,
        ...[sub, top].flatMap((c) => (c ? [c.name_fr, c.name_en, c.name_ar] : [])),
        ...characteristics.map((c) => `${c.name} ${c.value} ${c.unit}`),
        ...tags,
      ]);
      const id = randomUUID();
      if (image) fileRows.push({ productId: id, kind: 'image', format: 'jpeg' });
      if (bim) fileRows.push({ productId: id, kind: 'bim', format: bim });
      const values: Record<Column, unknown> = {
        id,
        manufacturer_id: maker,
        name_fr: nameFr,
        name_en: nameEn,
        name_ar: nameAr,
        description_fr: descriptionFr,
        description_ar: descriptionAr,
        reference,
        category_id: top?.id ?? null,
        sub_category_id: sub?.id ?? null,
        brand_id: brand?.id ?? null,
        unit: d.unit,
        price_cents: d.price === null ? null : Math.round(d.price * (0.8 + random() * 0.4)) * 100,
        on_quote: d.price === null,
        characteristics: JSON.stringify(characteristics),
        tags: tags.join('\u001f'),
        has_bim: bim !== null,
        formats: formats.join('\u001f'),
        search_doc: [...new Set(doc.split(' ').filter(Boolean))].join(' '),
        search_keys: keys.join(' '),
        sort_name: normalise(nameFr),
        published_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600 * 86_400_000)),
      };
      for (const [c] of columns) cols[c].push(values[c]);
    }
    // One statement a batch: every column as an array, unnested side by side.
    await client.query(
      `insert into products (${columns.map(([c]) => c).join(', ')}, status)
       select ${columns
         .map(([c]) =>
           c === 'search_doc'
             ? `array_to_tsvector(string_to_array(${c}, ' '))`
             : c === 'search_keys'
               ? `string_to_array(${c}, ' ')`
               : c === 'tags' || c === 'formats'
                 ? `string_to_array(${c}, chr(31))`
                 : c === 'characteristics'
                   ? `${c}::jsonb`
                   : c,
         )
         .join(', ')}, 'published'
       from unnest(${columns.map(([, t], k) => `$${k + 1}::${t === 'jsonb' ? 'text' : t}[]`).join(', ')})
         as t(${columns.map(([c]) => c).join(', ')})`,
      columns.map(([c]) => cols[c]),
    );
    say({ seeded: Math.min(PRODUCTS, from + BATCH), seconds: (Date.now() - started) / 1000 });
  }
  await client.query(
    `insert into product_files (product_id, kind, format, name, storage_key, size, sha256, content_type, position)
     select p, k, f, k || '.' || f, 'products/' || p || '/' || k || '.' || f, 1000000, repeat('0', 64),
       case f when 'jpeg' then 'image/jpeg' when 'ifc' then 'application/x-step' else 'model/gltf-binary' end,
       case k when 'image' then 0 else 1 end
     from unnest($1::uuid[], $2::text[], $3::text[]) as t(p, k, f)`,
    [fileRows.map((f) => f.productId), fileRows.map((f) => f.kind), fileRows.map((f) => f.format)],
  );
  await client.query('vacuum analyze products');
  await client.query('vacuum analyze product_files');
  await client.query('vacuum analyze users');
  await client.end();
  say({ seeded: PRODUCTS, files: fileRows.length, seconds: (Date.now() - started) / 1000 });
}
