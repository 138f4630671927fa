import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../server/lib/errors';
import { actingAs, buildUser, guest } from '../support/factories';
import { createProject } from '../support/files';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('U+0000 in what the API takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 422 on the field, in the reader language, wherever the string is', async () => {
    const owner = await actingAs(t, await buildUser(t), 'en');
    const created = await owner.post('/api/projects', { name: 'Tower\u0000A' });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.name[0]).toMatch(/forbidden character/);
    const project = await createProject(owner);
    const nested = await owner.post(`/api/projects/${project.id}/models/search`, {
      query: { text: 'wall\u0000' },
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.keys(nested.json().errors)).toEqual(['query.text']);
    const query = await owner.get('/api/projects?q=a%00b');
    expect(query.statusCode).toBe(422);
    const fr = await guest(t, 'fr');
    const login = await fr.post('/api/login', { email: 'a@b.test', password: 'x\u0000y' });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.password[0]).toMatch(/caractère nul/);
    const ar = await guest(t, 'ar');
    const forgot = await ar.post('/api/forgot-password', { email: 'a\u0000@b.test' });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json().errors.email[0]).toMatch(/حرف فارغ/);
    // Half a surrogate pair: PostgreSQL refuses it in JSON (topic labels are jsonb).
    const topic = await owner.post('/api/projects', { name: 'x', description: 'a\ud800b' });
    expect(topic.statusCode).toBe(422);
    expect(Object.keys(topic.json().errors)).toEqual(['description']);
    const emoji = await owner.post('/api/projects', { name: 'Tour 🏗️ مخطط' });
    expect(emoji.statusCode).toBe(201);
  });

  it('logs an unexpected error without the values it carried', () => {
    const err = new Error(
      'Failed query: insert into "projects" ("name") values ($1)\nparams: secret-name',
    );
    const logged = JSON.stringify(loggableError(err));
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('secret-name');
  });
});
