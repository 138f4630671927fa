import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../server/db/schema/background-jobs';
import { storageOrphans } from '../../server/db/schema/files';
import { modelElements, modelVersions } from '../../server/db/schema/models';
import { jobQueue } from '../../server/jobs/job-queue';
import { modelsRepository } from '../../server/modules/models/models.repository';
import { MODELS_QUEUE } from '../../server/modules/models/processing-queue';
import type { Storage } from '../../server/storage/storage';
import { actingAs, buildUser } from '../support/factories';
import { createProject } from '../support/files';
import { buildIfc, type WallSpec } from '../support/ifc-model-factory';
import { drain, testRunner, uploadModel, type Uploaded } from '../support/models';
import { buildTestApp, type TestApp } from '../support/test-app';

/** A model big enough that its processing takes a moment: 300 walls in a row. */
const wallsInARow = (n: number): WallSpec[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Mur ${i + 1}`,
    start: [i * 1200, 0] as [number, number],
    length: 1000,
    thickness: 200,
    height: 3000,
  }));

const until = async (test: () => Promise<boolean>, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('a processing worker that dies mid-job', () => {
  let t: TestApp;
  let model: Uploaded;
  let upload: (name: string) => Promise<Uploaded>;
  const rows = async () =>
    (
      await t.database.db
        .select({ id: modelElements.expressId })
        .from(modelElements)
        .where(eq(modelElements.versionId, model.version.id))
    ).length;
  const state = async () =>
    (await modelsRepository(t.database.db).state(model.version.id))?.state ?? 'none';

  beforeAll(async () => {
    t = await buildTestApp();
    const c = await actingAs(t, await buildUser(t));
    const project = await createProject(c);
    upload = async (name) =>
      uploadModel(c, project.root_folder_id, name, await buildIfc({ walls: wallsInARow(300) }));
    model = await uploadModel(
      c,
      project.root_folder_id,
      'rangée.ifc',
      await buildIfc({ walls: wallsInARow(300) }),
    );
    // The backfill job first, so that the only job left is the version's.
    await jobQueue(t.database.db).enqueue(t.database.db, {
      queue: MODELS_QUEUE,
      key: 'backfill:1',
      payload: { kind: 'backfill' },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('leaves no rows and no object when it dies between writing the geometry and committing, and the retry completes', async () => {
    const crashing: Storage = {
      ...t.deps.storage,
      put: async (key, body, opts) => {
        await t.deps.storage.put(key, body, opts);
        throw new Error('process killed');
      },
    };
    const dying = testRunner(t, { storage: crashing, retryMs: 0 });
    await dying.runOnce(); // the backfill
    await dying.runOnce(); // the version: written, then « killed »
    expect(await rows()).toBe(0);
    expect(await state()).toBe('queued');
    // The object written before the crash is gone (or queued for deletion): nothing adopted.
    const [row] = await t.database.db
      .select()
      .from(modelVersions)
      .where(eq(modelVersions.versionId, model.version.id));
    expect(row?.geometryKey).toBeNull();
    const orphans = await t.database.db.select().from(storageOrphans);
    expect(orphans).toEqual([]);
    await drain(testRunner(t));
    expect(await state()).toBe('ready');
    expect(await rows()).toBe(303);
  }, 120_000);

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is taken again by another worker once its lease runs out (`npm run worker` killed with SIGKILL)',
    async () => {
      // A version of its own, never processed: the killed worker's rows would show here.
      model = await upload('rangée 2.ifc');
      const worker = (): ChildProcess =>
        spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
          env: {
            ...process.env,
            DATABASE_URL: t.database.url,
            DATA_DIR: t.dataDir,
            MODEL_WORKERS: '1',
            MODEL_LEASE_SECONDS: '2',
            LOG_LEVEL: 'silent',
          },
          stdio: 'ignore',
        });
      const first = worker();
      await until(async () => (await state()) === 'processing');
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      const [job] = await t.database.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.key, `version:${model.version.id}`));
      expect(job).toMatchObject({ state: 'running', attempts: 1 });
      expect(await rows()).toBe(0);

      const second = worker();
      try {
        await until(async () => (await state()) === 'ready', 90_000);
      } finally {
        second.kill('SIGTERM');
      }
      expect(await rows()).toBe(303);
      const left = await t.database.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.key, `version:${model.version.id}`));
      expect(left).toEqual([]);
    },
    150_000,
  );

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'is taken again by another worker once its lease runs out (in-process here: PGlite is one process’s; PostgreSQL runs `npm run worker` and kills it)',
    async () => {
      const queue = jobQueue(t.database.db);
      await queue.enqueue(
        t.database.db,
        {
          queue: MODELS_QUEUE,
          key: `version:${model.version.id}`,
          payload: { kind: 'process', versionId: model.version.id },
        },
        true,
      );
      // A worker takes the job, starts processing, and dies: no completion, no release.
      const taken = await queue.claim(MODELS_QUEUE, 'dead-worker', 800);
      expect(taken?.key).toBe(`version:${model.version.id}`);
      await modelsRepository(t.database.db).markProcessing(model.version.id);
      const runner = testRunner(t);
      expect(await runner.runOnce()).toBe(false); // still under its lease
      await new Promise((r) => setTimeout(r, 900));
      expect(await runner.runOnce()).toBe(true);
      expect(await state()).toBe('ready');
      expect(await rows()).toBe(303);
      expect(
        await t.database.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.key, `version:${model.version.id}`)),
      ).toEqual([]);
    },
    120_000,
  );
});
