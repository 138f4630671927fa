import { EventEmitter } from 'node:events';
import type { Db } from '../../db/client';
import { jobQueue } from '../../jobs/job-queue';
import { modelsRepository, processableFormats } from './models.repository';
import { PROCESSOR } from './processing/processor';

export const MODELS_QUEUE = 'models';

export type ModelJob = { kind: 'process'; versionId: string } | { kind: 'backfill' };

/** Tells this process's runners that a job was queued (others find it at their next poll). */
export const processingQueued = new EventEmitter();

/**
 * Queues the processing of a version (in the caller's transaction: an upload's rows and its
 * job commit together). `again` processes a version that was already processed or failed.
 */
export async function queueProcessing(tx: Db, versionId: string, again = false): Promise<void> {
  await modelsRepository(tx).markQueued(tx, versionId);
  const payload: ModelJob = { kind: 'process', versionId };
  await jobQueue(tx).enqueue(
    tx,
    { queue: MODELS_QUEUE, key: `version:${versionId}`, payload },
    again,
  );
}

/** For an upload: queues it when its format is a model's. */
export async function queueIfModel(tx: Db, version: { id: string; format: string }): Promise<void> {
  if (processableFormats.includes(version.format)) await queueProcessing(tx, version.id);
}

/**
 * The backfill: one job, queued by every process that runs workers and done once, that queues
 * every IFC version not processed yet (those uploaded before the model service, or processed by
 * an older processor).
 */
export async function queueBackfill(db: Db): Promise<void> {
  const payload: ModelJob = { kind: 'backfill' };
  await jobQueue(db).enqueue(db, { queue: MODELS_QUEUE, key: `backfill:${PROCESSOR}`, payload });
}

export async function runBackfill(tx: Db): Promise<number> {
  const ids = await modelsRepository(tx).unprocessed(PROCESSOR);
  for (const id of ids) await queueProcessing(tx, id, true);
  return ids.length;
}
