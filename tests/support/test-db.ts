import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  migrationsFolder,
  openPglite,
  openPostgres,
  pgliteDatabase,
  type Database,
  type PgliteClient,
} from '../../server/db/client';
import { PgliteThread, type PgliteLike } from '../../server/db/pglite-thread';

/**
 * A freshly migrated database for one test file: an in-memory PGlite (new, or one an earlier
 * file of this process closed and that was emptied since), or (TEST_DB=postgres) a new database
 * on the TEST_DATABASE_URL server, dropped on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return leasePglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await migratedTemplate(adminUrl);
  const name = `ouvrage_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  // Already migrated by its template: drizzle reads its journal and finds nothing to apply.
  await database.migrate();
  return {
    ...database,
    /** Where another process (a model worker) reaches the same database. */
    url: url.toString(),
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * The PGlite databases of this test process not in use, each emptied when its file closed it.
 * Starting one costs about 3 s of CPU (PostgreSQL starting in WebAssembly, the dump loading),
 * emptying it a few ms; a process runs its files one after the other, so it keeps one or two.
 */
const idlePglite: PgliteThread[] = [];

/**
 * Back to the state of a freshly migrated database: every table of the app emptied, every sequence
 * at its start, the session's state (settings, prepared statements, temporary tables) dropped.
 * The migrations write no row, so an empty table is the fresh state (test-db.test.ts checks it).
 */
const RESET = `DO $$
DECLARE item text;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO item
    FROM pg_tables WHERE schemaname = 'public';
  IF item IS NOT NULL THEN EXECUTE 'TRUNCATE ' || item || ' RESTART IDENTITY CASCADE'; END IF;
  FOR item IN SELECT format('%I.%I', schemaname, sequencename) FROM pg_sequences
      WHERE schemaname = 'public' LOOP
    PERFORM setval(item::regclass, 1, false);
  END LOOP;
END $$`;

/**
 * A migrated PGlite database for one test file: one the process has emptied, else a new one
 * loaded from the migrated dump. Closing it empties it and keeps it for the next file; once closed,
 * the file's handle answers nothing more (as a closed database would).
 */
async function leasePglite(): Promise<Database> {
  let thread = idlePglite.pop();
  if (!thread) {
    thread = new PgliteThread({ loadDataDir: await migratedSnapshot() });
    await thread.whenReady();
    await pgliteDatabase(thread).migrate();
  }
  const owned = thread;
  owned.keepsProcessAlive(true);
  let closed = false;
  const open = () => {
    if (closed) throw new Error('the test database is closed');
    return owned;
  };
  const client: PgliteClient = {
    query: async (sql, params, options) => open().query(sql, params, options),
    exec: async (sql) => open().exec(sql),
    transaction: async <T>(fn: (tx: PgliteLike) => Promise<T>) => open().transaction(fn),
    dumpDataDir: async () => open().dumpDataDir(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await withTimeout(
          (async () => {
            await owned.exec(RESET);
            await owned.exec('DISCARD ALL');
          })(),
          10_000,
        );
        owned.keepsProcessAlive(false);
        idlePglite.push(owned);
      } catch {
        // A transaction left open, or a broken database: not reused.
        await owned.close();
      }
    },
  };
  return pgliteDatabase(client);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** A hash of the migrations (and of the PGlite release, for its dump): a new set, a new copy. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hash.update(path.slice(migrationsFolder.length)).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PostgreSQL database that each test file's database is copied from
 * (`CREATE DATABASE … TEMPLATE`, a file copy), named after the migrations' hash and made once by
 * whichever file comes first (an advisory lock keeps the others waiting), where migrating every
 * test database took seconds each. Templates of other migration sets are dropped then.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `ouvrage_tpl_${migrationsHash()}`;
  return withAdmin(adminUrl, async (admin) => {
    const exists = async () =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock(74112001)');
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openPostgres(url.toString());
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Renamed only once migrated: a file never copies half a template.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'ouvrage\\_tpl\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(74112001)');
    }
  });
}

/**
 * A freshly migrated PGlite data directory, as a dump, made once per set of migrations and
 * kept in the system's temporary folder: loading it takes a fraction of a second, where creating
 * a cluster and migrating it takes seconds, for every test file.
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `ouvrage-test-db-${migrationsHash()}.tar`);
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
