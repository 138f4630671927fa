import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Issue 5's paths are the contract: each is in the OpenAPI document with its methods. */
const contract: Record<string, string[]> = {
  '/api/projects': ['get', 'post'],
  '/api/projects/{id}': ['get', 'patch', 'delete'],
  '/api/projects/{id}/parameters': ['get', 'patch'],
  '/api/projects/{id}/folders': ['get', 'post'],
  '/api/folders/{id}': ['get', 'patch', 'delete'],
  '/api/folders/{id}/files': ['get', 'post'],
  '/api/files/{id}': ['get', 'patch', 'delete'],
  '/api/files/{id}/download': ['get'],
  '/api/files/{id}/versions': ['get', 'post'],
  '/api/files/{id}/versions/{n}/download': ['get'],
  '/api/files/{id}/versions/{n}': ['get', 'delete'],
  '/api/projects/{id}/collaborators': ['get', 'post'],
  '/api/projects/{id}/collaborators/{userId}': ['patch', 'delete'],
  '/api/files/{id}/shares': ['get', 'post'],
  '/api/folders/{id}/shares': ['get', 'post'],
  '/api/shares/{id}': ['delete'],
  '/api/shared-with-me': ['get'],
  '/api/shared-by-me': ['get'],
  '/api/shares/{token}': ['get'],
  '/api/shares/{token}/download': ['get'],
};

describe('OpenAPI document for projects, files and shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every path of the contract with request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, methods] of Object.entries(contract)) {
      for (const m of methods) {
        const op = doc.paths[path]?.[m];
        expect(op, `${m.toUpperCase()} ${path}`).toBeDefined();
        expect(Object.keys(op.responses).length, `${m} ${path} responses`).toBeGreaterThan(0);
      }
    }
    const create = doc.paths['/api/files/{id}/shares'].post;
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['kind', 'email', 'permission', 'expires_at']),
    );
    const upload = doc.paths['/api/folders/{id}/files'].post;
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['on_conflict', 'comment', 'discipline', 'name']),
    );
  });
});
