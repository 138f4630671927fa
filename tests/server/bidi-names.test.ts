import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, upload } from '../support/files';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Every bidirectional embedding, override and isolate character. */
const controls = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('names with text-direction controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are refused for files, folders and projects, with a message that says why', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const p = await createProject(c);
    const file = (await upload(c, p.root_folder_id, 'plain.ifc', ifc())).json().file.id;
    const folder = (await c.post(`/api/projects/${p.id}/folders`, { name: 'Lot 1' })).json().id;
    for (const ch of controls) {
      const name = `report${ch}fdp.ifc`;
      const attempts = [
        await upload(c, p.root_folder_id, name, ifc()),
        await c.patch(`/api/files/${file}`, { name }),
        await c.post(`/api/projects/${p.id}/folders`, { name: `Lot${ch}2` }),
        await c.patch(`/api/folders/${folder}`, { name: `Lot${ch}3` }),
        await c.post('/api/projects', { name: `Tower${ch}A` }),
        await c.patch(`/api/projects/${p.id}`, { name: `Tower${ch}B` }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, `U+${ch.codePointAt(0)!.toString(16)}`).toBe(422);
        expect(Object.values(res.json().errors).flat()[0]).toMatch(/text-direction control/);
      }
    }
    // Right-to-left names themselves are welcome.
    expect((await c.post(`/api/projects/${p.id}/folders`, { name: 'مخططات' })).statusCode).toBe(
      201,
    );
  });
});
