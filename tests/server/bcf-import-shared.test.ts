import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcfImportResultSchema } from '../../src/api/contract/viewer';
import { readBcfArchive } from '../../server/lib/bcf/archive';
import { carriedBy } from '../../server/lib/bcf/carry';
import { comparableTopics } from '../support/bcf-compare';
import { bcfData, bcfDataMissing, bcfTestCases, xsdErrors } from '../support/bcf-xsd';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, multipart, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

const cases = bcfTestCases;
const fallback = { topicType: 'issue', topicStatus: 'open' };

describe.skipIf(!bcfData)(
  `every buildingSMART case through the API${bcfData ? '' : ` — skipped: ${bcfDataMissing}`}`,
  () => {
    let t: TestApp;
    let owner: TestClient;
    let folder: string;
    beforeAll(async () => {
      t = await buildTestApp();
      owner = await actingAs(t, await buildUser(t));
      folder = (await createProject(owner)).root_folder_id;
    });
    afterAll(() => t.close());

    const newVersion = async (name: string) =>
      (await upload(owner, folder, `${name}.ifc`, ifc(name))).json().version.id as string;
    const importInto = async (version: string, name: string, bytes: Uint8Array) => {
      const part = multipart(name, Buffer.from(bytes));
      return owner.post(`/api/file-versions/${version}/bcf`, part.payload, part.headers);
    };

    it.each(cases.map((c, i) => [c.slice(c.indexOf('test-cases/') + 11), c, i] as const))(
      '%s: imported in full, exported schema-valid, the same after export and import',
      async (_name, path, i) => {
        const source = new Uint8Array(readFileSync(path));
        const read = readBcfArchive(source);
        const version = await newVersion(`case-${i}`);
        const res = await importInto(version, basename(path), source);
        expect(res.statusCode).toBe(201);
        const result = bcfImportResultSchema.parse(res.json());
        expect(result.refused).toBe(0);
        expect(result.imported).toBe(read.topics.length);
        for (const bcfVersion of ['2.1', '3.0'] as const) {
          const exported = await owner.get(
            `/api/file-versions/${version}/bcf?version=${bcfVersion}`,
          );
          expect(exported.statusCode).toBe(200);
          const archive = new Uint8Array(exported.rawPayload);
          expect(await xsdErrors(archive, bcfVersion), `${bcfVersion} export`).toEqual([]);
          const back = readBcfArchive(archive);
          expect(
            comparableTopics(back.topics.map((x) => carriedBy(x, bcfVersion, fallback))),
          ).toEqual(comparableTopics(read.topics.map((x) => carriedBy(x, bcfVersion, fallback))));
          // Into a fresh version, then out again: still the same.
          const again = await newVersion(`case-${i}-${bcfVersion}`);
          expect((await importInto(again, `again.bcf`, archive)).statusCode).toBe(201);
          const twice = await owner.get(`/api/file-versions/${again}/bcf?version=${bcfVersion}`);
          expect(comparableTopics(readBcfArchive(new Uint8Array(twice.rawPayload)).topics)).toEqual(
            comparableTopics(back.topics),
          );
        }
      },
      120_000,
    );
  },
);
