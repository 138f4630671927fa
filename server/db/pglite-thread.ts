import { Worker } from 'node:worker_threads';

/** What drizzle asks of a query: rows as objects or arrays; with its parsers, dates kept as text. */
export type QueryOptions = { rowMode?: 'object' | 'array'; rawDates?: boolean };

export type ToThread =
  | {
      type: 'query';
      id: number;
      txId?: number;
      sql: string;
      params?: unknown[];
      options?: QueryOptions;
    }
  | { type: 'exec'; id: number; txId?: number; sql: string }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; txId: number; commit: boolean }
  | { type: 'dump'; id: number }
  | { type: 'close'; id: number };

export type FromThread =
  | { type: 'ready'; id: number }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'ended'; id: number }
  | { type: 'error'; id: number; message: string; fields: Record<string, string> };

type Results = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Waiter = { resolve(value: unknown): void; reject(err: Error): void };

/** A PGlite error as the thread reported it: message, SQLSTATE `code`, detail, constraint… */
export class PgliteThreadError extends Error {
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    Object.assign(this, fields);
  }
}

/** The calls drizzle's PGlite driver makes on its client, in a transaction or not. */
export type PgliteLike = {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
};

/**
 * The embedded PGlite database in a worker thread of its own (`pglite-thread.worker.ts`), behind
 * the calls drizzle's PGlite driver makes (query, exec, transaction). In the API process PGlite
 * ran every query on the event loop: a list of projects held it some 40 ms under load, during
 * which no other request moved. Results cross the thread boundary by structured clone.
 */
export class PgliteThread implements PgliteLike {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiter[]>();
  private nextId = 1;
  private readonly ready: Promise<unknown>;

  constructor(opts: { dataDir?: string; loadDataDir?: Blob }) {
    this.worker = new Worker(new URL('./pglite-thread.entry.mjs', import.meta.url), {
      workerData: opts,
    });
    this.ready = this.wait(0);
    this.worker.on('message', (m: FromThread) => {
      const queue = this.waiting.get(m.id);
      const waiter = queue?.shift();
      if (queue?.length === 0) this.waiting.delete(m.id);
      if (!waiter) return;
      if (m.type === 'error') waiter.reject(new PgliteThreadError(m.message, m.fields));
      else waiter.resolve(m.type === 'result' ? m.result : undefined);
    });
    this.worker.on('error', (err) => this.failAll(err));
    this.worker.on('exit', () => this.failAll(new Error('the database thread has stopped')));
  }

  /** Resolves once the database is open (its files read, or the dump loaded). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  private wait(id: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(id) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(id, queue);
    });
  }

  private failAll(err: Error) {
    for (const queue of this.waiting.values()) for (const w of queue) w.reject(err);
    this.waiting.clear();
  }

  private call(message: DistributiveOmit<ToThread, 'id'> & { id?: number }): Promise<unknown> {
    const id = message.id ?? this.nextId++;
    const answer = this.wait(id);
    this.worker.postMessage({ ...message, id });
    return answer;
  }

  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ) {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.call({ type: 'exec', sql }) as Promise<Results[]>;
  }

  private queryIn(
    txId: number | undefined,
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' | 'array'; parsers?: object },
  ): Promise<Results> {
    const opts: QueryOptions | undefined = options
      ? { rowMode: options.rowMode, rawDates: options.parsers !== undefined }
      : undefined;
    return this.call({ type: 'query', txId, sql, params, options: opts }) as Promise<Results>;
  }

  /** Like PGlite's: commits when `fn` resolves, rolls back when it throws. */
  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.call({ type: 'begin', id: txId });
    const ended = this.wait(txId);
    const tx: PgliteLike = {
      query: (sql, params, options) => this.queryIn(txId, sql, params, options),
      exec: (sql) => this.call({ type: 'exec', txId, sql }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      this.worker.postMessage({ type: 'end', id: 0, txId, commit: false });
      await ended.catch(() => undefined);
      throw err;
    }
    this.worker.postMessage({ type: 'end', id: 0, txId, commit: true });
    await ended;
    return result;
  }

  /** Whether the thread alone keeps the process running (true by default, like every worker thread). */
  keepsProcessAlive(yes: boolean): void {
    if (yes) this.worker.ref();
    else this.worker.unref();
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.call({ type: 'dump' })) as Blob;
  }

  async close(): Promise<void> {
    await this.call({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
