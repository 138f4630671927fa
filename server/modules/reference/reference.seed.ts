import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activitySectors,
  brands,
  categories,
  jobs,
  universities,
  universityFields,
  wilayas,
} from '../../db/schema/reference';
import { categoriesData } from './categories.data';
import {
  activitySectorsData,
  brandsData,
  jobsData,
  universitiesData,
  universityFieldsData,
} from './lists.data';
import { wilayasData } from './wilayas.data';

type Names = readonly [string, string, string];
const named = ([nameFr, nameEn, nameAr]: Names) => ({ nameFr, nameEn, nameAr });

async function isEmpty(db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0]) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Reference data (wilayas, categories, jobs, sectors, universities, fields, brands): inserted
 * into each empty table at every start, production included, since the forms need it. Conflicts
 * are ignored so that two processes starting together do not fail.
 */
export async function seedReference(db: Db): Promise<void> {
  if (await isEmpty(db, wilayas)) {
    await db
      .insert(wilayas)
      .values(
        wilayasData.map(([code, fr, en, ar]) => ({
          id: Number(code),
          code,
          ...named([fr, en, ar]),
        })),
      )
      .onConflictDoNothing();
  }
  if (await isEmpty(db, jobs))
    await db.insert(jobs).values(jobsData.map(named)).onConflictDoNothing();
  if (await isEmpty(db, activitySectors)) {
    await db.insert(activitySectors).values(activitySectorsData.map(named)).onConflictDoNothing();
  }
  if (await isEmpty(db, universities)) {
    await db.insert(universities).values(universitiesData.map(named)).onConflictDoNothing();
  }
  if (await isEmpty(db, universityFields)) {
    await db.insert(universityFields).values(universityFieldsData.map(named)).onConflictDoNothing();
  }
  if (await isEmpty(db, brands)) {
    await db
      .insert(brands)
      .values(brandsData.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  if (await isEmpty(db, categories)) {
    for (const top of categoriesData) {
      await db
        .insert(categories)
        .values({ ...named(top.names), icon: top.icon })
        .onConflictDoNothing();
      const [parent] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(isNull(categories.parentId), eq(categories.nameFr, top.names[0])));
      await db
        .insert(categories)
        .values(top.children.map((c) => ({ ...named(c), parentId: parent!.id })))
        .onConflictDoNothing();
    }
  }
}
