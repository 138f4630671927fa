import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite('memory://', { loadDataDir: await migratedSnapshot() });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ouvrage_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    /** Where another process (a model worker) reaches the same database. */
    url: url.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * A freshly migrated PGlite data directory, as a dump, made once per set of migrations and
 * kept in the system's temporary folder: loading it takes a fraction of a second, where creating
 * a cluster and migrating it takes seconds, for every test file.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hash.update(path.slice(migrationsFolder.length)).update(readFileSync(path));
  }
  const file = join(tmpdir(), `ouvrage-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openPglite('memory://');
    await fresh.migrate();
    const dump = Buffer.from(await (await fresh.dump()).arrayBuffer());
    await fresh.close();
    // Written aside then renamed: a test file starting meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
