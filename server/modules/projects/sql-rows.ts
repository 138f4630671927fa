import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs raw SQL (recursive queries the builder cannot express) and returns its rows. PGlite and
 * node-postgres both answer `{ rows }`; select only text, uuid and int4 columns so both map alike.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
