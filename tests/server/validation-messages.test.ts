import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueMessage } from '../../src/api/contract/issue-messages';
import { languages } from '../../src/api/contract/languages';
import { translator } from '../../server/lib/i18n';
import { actingAs, buildUser } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';
import { hostileFor, shapeOf, valid } from '../support/zod-arbitrary';

/** The validation library's words (zod's fr, en and ar locales), never a person's. */
const DEVELOPER_WORDS =
  /expected|received|invalid input|Too (big|small)|<=|>=|\bUUID\b|\bregex\b|\bstring\b|\bobject\b|chaîne de caractères|Entrée invalide|Trop (grand|petit)|reçu|attendu|مدخلات غير مقبولة|validation\.|fields\./i;

describe('validation messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("name every field's limit in words, in fr, en and ar, for every constraint of every route's schema", () => {
    const seen = new Set<string>();
    let checked = 0;
    for (const route of t.app.routeAudiences) {
      for (const schema of [route.schema.body, route.schema.querystring]) {
        const shape = shapeOf(schema);
        if (!shape) continue;
        const [base] = fc.sample(valid(schema), { numRuns: 1, seed: 7 }) as Record<
          string,
          unknown
        >[];
        for (const [field, fieldSchema] of Object.entries(shape)) {
          for (const bad of [...hostileFor(fieldSchema), undefined]) {
            const result = (schema as z.ZodType).safeParse({ ...base, [field]: bad });
            if (result.success) continue;
            for (const issue of result.error.issues) {
              for (const lng of languages) {
                const text = issueMessage(issue, translator(lng));
                checked += 1;
                seen.add(text);
                expect(text, `${route.method} ${route.url} ${field} (${lng})`).not.toMatch(
                  DEVELOPER_WORDS,
                );
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(seen).toContain('Le nom ne doit pas dépasser 120 caractères.');
    expect(seen).toContain('Name must not exceed 120 characters.');
    expect(seen).toContain('يجب ألا يتجاوز حقل «الاسم» 120 حرفًا.');
  });

  it('reach the client as the server words them, and a path id that is not one answers 404', async () => {
    const c = await actingAs(t, await buildUser(t), 'fr');
    const long = await c.post('/api/projects', { name: 'x'.repeat(121), wilaya_id: 'alger' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      name: ['Le nom ne doit pas dépasser 120 caractères.'],
      wilaya_id: ['La wilaya doit être un nombre.'],
    });
    for (const path of ['/api/projects/not-a-uuid', '/api/files/12/versions/x', '/api/folders/%20'])
      expect((await c.get(path)).statusCode, path).toBe(404);
    // A choice among fixed values stays a 422 that says so.
    const lng = await c.get('/api/locales/de');
    expect(lng.statusCode).toBe(422);
    expect(lng.json().errors.lng[0]).toBe('Choisissez une valeur de la liste proposée.');
  });
});
