import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { storageOrphans } from '../../server/db/schema/files';
import { PayloadTooLargeError } from '../../server/lib/errors';
import { storageOrphanage } from '../../server/modules/files/orphans';
import { createStorage } from '../../server/storage/create-storage';
import { localStorage } from '../../server/storage/local.storage';
import type { s3Storage } from '../../server/storage/s3.storage';
import type { Storage } from '../../server/storage/storage';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, upload } from '../support/files';
import { abortedUpload } from '../support/raw-upload';
import { bucketKeys, recordCommands, startS3Peer } from '../support/s3-peer';
import { buildTestApp } from '../support/test-app';

const MiB = 1024 * 1024;

function* pattern(bytes: number, chunk = MiB): Generator<Buffer> {
  for (let sent = 0; sent < bytes; sent += chunk)
    yield Buffer.alloc(Math.min(chunk, bytes - sent), sent / chunk);
}

/** A source that fails after `bytes`, as a dropped client does. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.destroy(new Error('client gone'));
      sent += MiB;
      this.push(Buffer.alloc(MiB, 7));
    },
  });
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3Peer();
    dir = await mkdtemp(join(tmpdir(), 'ouvrage-local-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  const kinds = [
    [
      'local',
      () => localStorage(dir),
      async () =>
        (await readdir(dir, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => e.name),
    ],
    [
      's3',
      () => createStorage(loadConfig({ ...s3.env, DATA_DIR: dir })),
      async (st: Storage) => bucketKeys((st as ReturnType<typeof s3Storage>).client),
    ],
  ] as const;

  describe.each(kinds)('%s', (kind, make, listing) => {
    const list = (st: Storage) => (listing as (s: Storage) => Promise<string[]>)(st);

    it('is the one configuration chooses', () => {
      expect(make().kind).toBe(kind);
    });

    it('stores a multi-part stream, reads it whole and by range, sizes and deletes it', async () => {
      const st = make();
      const { size } = await st.put('t/a.bin', Readable.from(pattern(20 * MiB)), {
        contentType: 'application/octet-stream',
      });
      expect(size).toBe(20 * MiB);
      expect(await st.size('t/a.bin')).toBe(20 * MiB);
      const whole = await collect(await st.get('t/a.bin'));
      expect(whole.length).toBe(20 * MiB);
      expect(whole[9 * MiB]).toBe(9);
      const part = await collect(await st.get('t/a.bin', { start: 3 * MiB - 1, end: 3 * MiB }));
      expect([...part]).toEqual([2, 3]);
      await st.delete('t/a.bin');
      expect(await st.size('t/a.bin')).toBeNull();
      expect(await st.ping()).toBe(true);
    });

    it('keeps nothing when the stream exceeds maxBytes', async () => {
      const st = make();
      const before = await list(st);
      await expect(
        st.put('t/big.bin', Readable.from(pattern(12 * MiB)), { maxBytes: 10 * MiB }),
      ).rejects.toBeInstanceOf(PayloadTooLargeError);
      expect(await list(st)).toEqual(before);
    });

    it('keeps nothing (and aborts a multipart upload) when the source fails midway', async () => {
      const st = make();
      const sent =
        st.kind === 's3' ? recordCommands((st as ReturnType<typeof s3Storage>).client) : [];
      const before = await list(st);
      await expect(st.put('t/cut.bin', failingAfter(20 * MiB))).rejects.toThrow('client gone');
      expect(await list(st)).toEqual(before);
      if (st.kind === 's3') expect(sent).toContain('AbortMultipartUploadCommand');
    });
  });

  it('serves the whole API from S3 when S3_BUCKET is set, and cleans the bucket after deletes', async () => {
    const config = loadConfig({ ...s3.env, DATA_DIR: dir });
    const st = createStorage(config) as ReturnType<typeof s3Storage>;
    const t = await buildTestApp({ env: s3.env, storage: st });
    try {
      const c = await actingAs(t, await buildUser(t));
      const p = await createProject(c, 'S3');
      const up = await upload(c, p.root_folder_id, 'model.ifc', ifc());
      expect(up.statusCode).toBe(201);
      const id = up.json().file.id;
      expect((await c.get(`/api/files/${id}/download`)).rawPayload.equals(ifc())).toBe(true);
      const range = await c.get(`/api/files/${id}/download`, { range: 'bytes=0-12' });
      expect([range.statusCode, range.body]).toEqual([206, 'ISO-10303-21;']);
      expect((await bucketKeys(st.client)).some((k) => k.startsWith(`projects/${p.id}/`))).toBe(
        true,
      );

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const sent = recordCommands(st.client);
      await abortedUpload(
        port,
        `/api/folders/${p.root_folder_id}/files`,
        c,
        40 * MiB,
        20 * MiB,
        async () => {
          for (let i = 0; i < 100 && !sent.includes('UploadPartCommand'); i++)
            await new Promise((r) => setTimeout(r, 50));
        },
      );
      for (let i = 0; i < 100 && (await t.database.db.select().from(storageOrphans)).length; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(sent).toContain('AbortMultipartUploadCommand');
      expect(await t.database.db.select().from(storageOrphans)).toEqual([]);

      expect((await c.delete(`/api/projects/${p.id}`)).statusCode).toBe(204);
      expect(await bucketKeys(st.client)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('retries the clean-up of objects it could not delete', async () => {
    let failures = 2;
    const inner = localStorage(join(dir, 'flaky'));
    const flaky: Storage = {
      ...inner,
      async delete(key) {
        if (failures-- > 0) throw new Error('storage unavailable');
        return inner.delete(key);
      },
    };
    const t = await buildTestApp({ storage: flaky });
    try {
      const c = await actingAs(t, await buildUser(t));
      const p = await createProject(c);
      const up = (await upload(c, p.root_folder_id, 'a.ifc', ifc())).json();
      const [version] = (await c.get(`/api/files/${up.file.id}/versions`)).json();
      expect(version).toBeDefined();
      expect((await c.delete(`/api/files/${up.file.id}`)).statusCode).toBe(204);
      const [orphan] = await t.database.db.select().from(storageOrphans);
      expect(orphan).toMatchObject({ attempts: 1, lastError: 'storage unavailable' });
      expect(await inner.size(orphan!.key)).toBeGreaterThan(0);
      expect(orphan!.notBefore.getTime()).toBeGreaterThan(Date.now());

      const orphanage = storageOrphanage(t.database.db, flaky, { warn() {} });
      expect(await orphanage.sweep()).toBe(0); // not due yet
      await t.database.db.update(storageOrphans).set({ notBefore: new Date(0) });
      expect(await orphanage.sweep()).toBe(1); // fails once more, stays
      await t.database.db.update(storageOrphans).set({ notBefore: new Date(0) });
      expect(await orphanage.sweep()).toBe(0);
      expect(await t.database.db.select().from(storageOrphans)).toEqual([]);
      expect(await inner.size(orphan!.key)).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('temporary files a crash left', () => {
  it('are swept at start and by the periodic sweep once an hour old, never a write in progress', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ouvrage-parts-'));
    const hourAgo = new Date(Date.now() - 3_600_000 - 60_000);
    const leftover = async (name: string, old: boolean) => {
      const path = join(root, 'projects', 'p1', name);
      await mkdir(join(root, 'projects', 'p1'), { recursive: true });
      await writeFile(path, 'partial');
      if (old) await utimes(path, hourAgo, hourAgo);
      return path;
    };
    const names = async () =>
      (await readdir(join(root, 'projects', 'p1'))).sort((a, b) => a.localeCompare(b));
    await leftover('.aaaaaaaaaaa.part', true);
    await leftover('.bbbbbbbbbbb.part', false);
    await leftover('kept-object', true);
    const t = await buildTestApp({ storage: localStorage(root) });
    try {
      // The start-up sweep runs without being awaited: wait for it.
      await expect.poll(names).toEqual(['.bbbbbbbbbbb.part', 'kept-object']);
      await leftover('.ccccccccccc.part', true);
      const orphanage = storageOrphanage(t.database.db, t.deps.storage, { warn() {} });
      await orphanage.sweep();
      expect(await names()).toEqual(['.bbbbbbbbbbb.part', 'kept-object']);
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
