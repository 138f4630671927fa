import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

/** The viewer's calls are in the OpenAPI document with their methods and schemas. */
const contract: Record<string, string[]> = {
  '/api/file-versions/{versionId}/annotations': ['get', 'post'],
  '/api/annotations/{id}': ['patch', 'delete'],
  '/api/file-versions/{versionId}/viewpoints': ['get', 'post'],
  '/api/viewpoints/{id}': ['get', 'patch', 'delete'],
  '/api/file-versions/{versionId}/topics': ['get', 'post'],
  '/api/topics/{id}': ['get', 'patch', 'delete'],
  '/api/topics/{id}/snapshot': ['get'],
  '/api/topics/{id}/comments': ['post'],
  '/api/topic-comments/{id}': ['patch', 'delete'],
  '/api/file-versions/{versionId}/bcf': ['get', 'post'],
  '/api/file-versions/{versionId}/tasks': ['get', 'post'],
  '/api/tasks/{id}': ['patch', 'delete'],
};

describe('OpenAPI document for the viewer data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists every viewer call with its responses and request bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, methods] of Object.entries(contract)) {
      for (const m of methods) {
        const op = doc.paths[path]?.[m];
        expect(op, `${m.toUpperCase()} ${path}`).toBeDefined();
        expect(Object.keys(op.responses), `${m} ${path}`).toEqual(
          expect.arrayContaining(['401', '404']),
        );
      }
    }
    const topic = doc.paths['/api/file-versions/{versionId}/topics'].post;
    expect(Object.keys(topic.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'title',
        'topic_type',
        'topic_status',
        'priority',
        'assigned_to',
        'due_date',
        'labels',
        'description',
        'viewpoint',
        'snapshot',
      ]),
    );
    const exportBcf = doc.paths['/api/file-versions/{versionId}/bcf'].get;
    expect(exportBcf.parameters.map((p: { name: string }) => p.name)).toContain('version');
  });
});
