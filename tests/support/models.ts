import { gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { FrameReader, type Frame } from '../../src/ifc/geometry-frames';
import {
  processingRunner,
  type RunnerOptions,
} from '../../server/modules/models/processing-runner';
import { upload } from './files';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

export const silentLog = { info() {}, warn() {}, error() {} } as unknown as Pick<
  FastifyBaseLogger,
  'info' | 'warn' | 'error'
>;

/** A processing runner over the test app's database and storage (runOnce drives it). */
export function testRunner(t: TestApp, options: Partial<RunnerOptions> = {}) {
  return processingRunner({
    db: t.database.db,
    storage: t.deps.storage,
    log: silentLog,
    concurrency: 1,
    leaseMs: 30_000,
    retryMs: 10,
    pollMs: 50,
    ...options,
  });
}

/** Runs every due job (the backfill, the versions it queues, uploads') until none is left. */
export async function drain(runner: { runOnce(): Promise<boolean> }): Promise<void> {
  while (await runner.runOnce()) {
    /* next job */
  }
}

export type Uploaded = {
  file: { id: string; version: number };
  version: { id: string; number: number };
};

/** Uploads a model into a folder and returns the upload's answer. */
export async function uploadModel(
  c: TestClient,
  folderId: string,
  name: string,
  bytes: Uint8Array,
): Promise<Uploaded> {
  const res = await upload(c, folderId, name, Buffer.from(bytes));
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as Uploaded;
}

/** The frames of a geometry answer (gzip-encoded or not). */
export function framesOf(body: Buffer, gzipped: boolean): Frame[] {
  const reader = new FrameReader();
  const frames = reader.push(new Uint8Array(gzipped ? gunzipSync(body) : body));
  if (reader.pending) throw new Error('the geometry stream ends inside a frame');
  return frames;
}
