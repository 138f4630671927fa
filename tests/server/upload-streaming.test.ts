import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileVersions, files, storageOrphans } from '../../server/db/schema/files';
import { actingAs, buildUser } from '../support/factories';
import { createProject } from '../support/files';
import type { TestClient } from '../support/http-client';
import { abortedUpload, streamUpload } from '../support/raw-upload';
import { buildTestApp, type TestApp } from '../support/test-app';

const MiB = 1024 * 1024;

/** A full garbage collection, without starting Node with --expose-gc. */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

async function storedObjects(t: TestApp): Promise<string[]> {
  const entries = await readdir(join(t.dataDir, 'storage'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

describe('streamed uploads', () => {
  let t: TestApp;
  let c: TestClient;
  let port: number;
  let folder: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    c = await actingAs(t, await buildUser(t));
    folder = (await createProject(c)).root_folder_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams a 120 MB upload to storage and back with flat server memory', async () => {
    const size = 120 * MiB;
    // What the process holds alive (after a full collection): JS heap and buffers. Buffering the
    // file anywhere would hold its bytes; streaming holds a few chunks. The resident size is only
    // printed: it also counts what the allocator keeps after other tests of this worker (Node 24
    // on CI once showed +402 MiB of it for this upload, +73 MiB alone), not what is alive.
    const live = () => {
      collectGarbage();
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const base = live();
    const baseRss = process.memoryUsage().rss;
    let peakLive = base;
    let peakRss = baseRss;
    let nextCheck = 8 * MiB;
    const res = await streamUpload(port, `/api/folders/${folder}/files`, c, size, (sent) => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      if (sent < nextCheck) return;
      nextCheck += 8 * MiB;
      peakLive = Math.max(peakLive, live());
    });
    expect(res.status).toBe(201);
    const body = JSON.parse(res.body);
    expect(body.file.size).toBe(size);
    expect(body.version.sha256).toBe(res.sha256);

    const liveGrowth = (peakLive - base) / MiB;
    console.info(
      `upload of ${size / MiB} MiB: peak live memory +${liveGrowth.toFixed(1)} MiB (checked every 8 MiB sent), peak RSS +${((peakRss - baseRss) / MiB).toFixed(1)} MiB`,
    );
    expect(liveGrowth).toBeLessThan(24);

    const hash = createHash('sha256');
    let received = 0;
    await new Promise<void>((resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/files/${body.file.id}/download`,
          headers: {
            cookie: [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
          },
        },
        (r) => {
          r.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            received += chunk.length;
          });
          r.on('end', resolve);
          r.on('error', reject);
        },
      ).on('error', reject);
    });
    expect(received).toBe(size);
    expect(hash.digest('hex')).toBe(res.sha256);
  });

  it('leaves no row, no object and no orphan when the client drops the connection mid-upload', async () => {
    const before = await storedObjects(t);
    const rowsBefore = await t.database.db.select().from(fileVersions);
    let partial = 0;
    await abortedUpload(port, `/api/folders/${folder}/files`, c, 50 * MiB, 8 * MiB, async () => {
      // The upload is under way: its object is reserved and partly written.
      await eventually(
        async () => (await t.database.db.select().from(storageOrphans)).length === 1,
      );
      partial = (await storedObjects(t)).filter((n) => n.endsWith('.part')).length;
    });
    expect(partial).toBe(1);
    await eventually(async () => {
      const orphans = await t.database.db.select().from(storageOrphans);
      const objects = await storedObjects(t);
      return orphans.length === 0 && objects.length === before.length;
    });
    expect(await storedObjects(t)).toEqual(before);
    expect(await t.database.db.select().from(fileVersions)).toHaveLength(rowsBefore.length);
    expect(await t.database.db.select().from(files).where(eq(files.name, 'cut.ifc'))).toEqual([]);
  });
});
