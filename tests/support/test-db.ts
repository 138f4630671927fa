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
