import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { FromThread, QueryOptions, ToThread } from './pglite-thread';

/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every
 * query synchronously on the thread that owns it, so here it no longer holds the API's event loop.
 * It answers the messages of `pglite-thread.ts`, one open transaction at a time (PGlite has one
 * connection; a query outside the transaction waits for its end, as it would in-process).
 */
const port = parentPort!;
const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: Blob };

/** Drizzle's parsers, which keep dates, times and their arrays as PostgreSQL's text. */
const rawDates = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, (value: string) => value]),
);

/**
 * bytea in and out as hex through Buffer (native): PGlite's own serializer builds one string per
 * byte (`Array.from(bytes).map(…)`) and its parser one `parseInt` per byte, which took seconds for
 * a BCF archive's snapshots (9 s of this thread's 30 over the buildingSMART import tests).
 */
const bytea = {
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [types.BYTEA]: (value: string) => {
      const bytes = Buffer.from(value.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

const openTransactions = new Map<number, { tx: Transaction; end(commit: boolean): void }>();

function send(message: FromThread) {
  port.postMessage(message);
}

function errorOf(err: unknown): FromThread & { type: 'error' } {
  const e = err as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
  ])
    if (typeof e?.[key] === 'string') fields[key] = e[key] as string;
  return { type: 'error', id: 0, message: String(e?.message ?? err), fields };
}

const options = (o: QueryOptions | undefined) =>
  o ? { rowMode: o.rowMode, ...(o.rawDates ? { parsers: rawDates } : {}) } : undefined;

const db = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir } : {}),
  ...bytea,
});
send({ type: 'ready', id: 0 });

port.on('message', (m: ToThread) => {
  void (async () => {
    try {
      switch (m.type) {
        case 'query': {
          const target = m.txId ? openTransactions.get(m.txId)?.tx : db;
          if (!target) throw new Error(`transaction ${m.txId} is not open`);
          const result = await target.query(m.sql, m.params, options(m.options));
          send({ type: 'result', id: m.id, result });
          break;
        }
        case 'exec': {
          const target = m.txId ? openTransactions.get(m.txId)?.tx : db;
          if (!target) throw new Error(`transaction ${m.txId} is not open`);
          send({ type: 'result', id: m.id, result: await target.exec(m.sql) });
          break;
        }
        case 'begin': {
          // Open until its 'end': the caller's callback runs on the other thread meanwhile.
          const done = db.transaction(
            (tx) =>
              new Promise<void>((resolve, reject) => {
                openTransactions.set(m.id, {
                  tx,
                  end: (commit) => (commit ? resolve() : reject(new RolledBack())),
                });
                send({ type: 'result', id: m.id, result: null });
              }),
          );
          await done.then(
            () => send({ type: 'ended', id: m.id }),
            (err: unknown) =>
              send(
                err instanceof RolledBack
                  ? { type: 'ended', id: m.id }
                  : { ...errorOf(err), id: m.id },
              ),
          );
          openTransactions.delete(m.id);
          break;
        }
        case 'end':
          openTransactions.get(m.txId)?.end(m.commit);
          break;
        case 'dump':
          send({ type: 'result', id: m.id, result: await db.dumpDataDir('none') });
          break;
        case 'close':
          await db.close();
          send({ type: 'result', id: m.id, result: null });
          port.close();
          break;
      }
    } catch (err) {
      send({ ...errorOf(err), id: m.id });
    }
  })();
});

class RolledBack extends Error {}
