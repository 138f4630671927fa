import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';

/** The one database type every repository takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Hears what other processes on the same database say on `channel` (PostgreSQL LISTEN; they
   * speak with pg_notify). Absent on PGlite, which only one process can open.
   */
  listen?(channel: string, handler: (payload: string) => void): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the embedded PGlite database (a directory, or `memory://` for tests), optionally from a
 * dump of another (`loadDataDir`); `dump()` writes one. PGlite runs in a worker thread of its own
 * (pglite-thread.ts), so its queries never hold the API's event loop.
 */
export async function openPglite(
  dataDir: string | 'memory://',
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new PgliteThread({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.whenReady();
  return pgliteDatabase(client);
}

/** The calls a PGlite database is made of (a `PgliteThread`, or a stand-in over one). */
export type PgliteClient = Pick<
  PgliteThread,
  'query' | 'exec' | 'transaction' | 'close' | 'dumpDataDir'
>;

/** A `Database` over an open PGlite client. */
export function pgliteDatabase(client: PgliteClient): Database & { dump(): Promise<Blob> } {
  // drizzle's PGlite driver only calls query, exec and transaction on its client.
  const db = drizzlePglite(client as never) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client as never), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
  };
}

/** Opens a PostgreSQL server through a connection pool. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) is replaced
  // at the next checkout; unheard, pg would raise the error as an uncaught exception.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: () => ping(db),
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
    async listen(channel, handler) {
      // A connection of its own, outside the pool: LISTEN lasts as long as the connection.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload) handler(n.payload);
      });
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(join(opts.dataDir, 'db'));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
