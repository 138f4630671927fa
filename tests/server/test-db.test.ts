import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { openTestDatabase } from '../support/test-db';

const rowsOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

const sector = (name: string) =>
  `(name_fr, name_en, name_ar) VALUES ('${name}', '${name}', '${name}')`;

/** Rows in every table of the app: what a test file finds when it opens its database. */
async function filledTables(db: Db): Promise<string[]> {
  const tables = await rowsOf(db, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const filled: string[] = [];
  for (const { tablename } of tables) {
    const [row] = await rowsOf(db, `SELECT count(*)::int AS n FROM public."${String(tablename)}"`);
    if (row!.n) filled.push(`${String(tablename)}: ${String(row!.n)}`);
  }
  return filled;
}

describe('the test database (tests/support/test-db.ts)', () => {
  it('is freshly migrated: the migrations write no row, so an emptied database is a fresh one', async () => {
    const database = await openTestDatabase();
    try {
      const [tables] = await rowsOf(
        database.db,
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(tables!.n).toBeGreaterThan(40);
      expect(await filledTables(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('is empty again for the next file: rows gone, sequences restarted, the closed handle refused', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql.raw(`INSERT INTO activity_sectors ${sector('Gros œuvre')}`));
    await first.db.execute(sql.raw(`SET statement_timeout = '1234ms'`));
    await first.close();
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toThrow();

    const second = await openTestDatabase();
    try {
      expect(await filledTables(second.db)).toEqual([]);
      const [{ id }] = (await rowsOf(
        second.db,
        `INSERT INTO activity_sectors ${sector('Second œuvre')} RETURNING id`,
      )) as [{ id: number }];
      expect(id).toBe(1);
      const [{ statement_timeout }] = (await rowsOf(second.db, 'SHOW statement_timeout')) as [
        { statement_timeout: string },
      ];
      expect(statement_timeout).toBe('0');
    } finally {
      await second.close();
    }
  });
});
