/**
 * The server for `npm run bench -- library`, in its own process (the load generator must not share
 * its event loop): a new database on BENCH_DATABASE_URL's PostgreSQL server (dropped on SIGTERM),
 * migrated, the reference lists, 400 manufacturers over the wilayas (a third in Algiers) and
 * 100,000 published products made from the demo catalogue's families (names and descriptions in
 * French and Arabic, English for a third, characteristics, tags, brands, categories), a third
 * with a BIM object (IFC or GLB), most with a cover image: rows only, no bytes in storage. The
 * search columns are the ones the catalogue service writes (server/modules/catalogue/search-text.ts).
 * Prints `{ seeded }` progress lines, then one JSON line `{ port }` once it listens.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { serveBenchApp } from '../support/serve-app';
import { seedLibrary } from './seed';

const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-bench-library-'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_LIBRARY_DB names a database to keep between runs (seeded on the first, reused after).
const kept = process.env.BENCH_LIBRARY_DB;
const dbName = kept ?? `ouvrage_bench_library_${randomBytes(4).toString('hex')}`;
const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function databaseExists(name: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
  await c.end();
  return rowCount === 1;
}

const exists = kept ? await databaseExists(kept) : false;
if (!exists) await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openPostgres(url.toString());
await database.migrate();
if (!exists) {
  await seedReference(database.db);
  await seedLibrary(url.toString(), say);
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  STATIC_DIR: join(dataDir, 'no-dist'),
  DATABASE_URL: '',
});
const { port } = await serveBenchApp({
  config,
  database,
  dataDir,
  cleanUp: () =>
    kept ? Promise.resolve() : admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
});
say({ port });
