import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../src/api/contract/health';
import { buildTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http-client';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database and storage up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json().message).toMatch(/n'existe pas/);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(en.json().message).toBe('This API address does not exist.');
  });

  it('refuses a state-changing call without a valid X-XSRF-TOKEN with 419', async () => {
    const c = new TestClient(t.app);
    const without = await t.app.inject({ method: 'POST', url: '/api/anything' });
    expect(without.statusCode).toBe(419);
    await c.csrf();
    expect(c.xsrf).toBeTruthy();
    const wrong = await c.post('/api/anything', {}, { 'x-xsrf-token': 'forged' });
    expect(wrong.statusCode).toBe(419);
    const right = await c.post('/api/anything', {});
    expect(right.statusCode).toBe(404);
  });

  it('sets a readable XSRF-TOKEN for a guest, and no session until one is needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const session = res.cookies.find((c) => c.name === 'ouvrage_session');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toBeUndefined();
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('serves the translations of a language and refuses an unknown one with 422', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/api/locales/ar' });
    expect(ar.statusCode).toBe(200);
    expect(ar.json().common.loading).toBe('جارٍ التحميل ...');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/locales/de',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('lng');
  });
});
