import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isApiFailure, type ApiError } from './api-error';
import { http, setRequestLanguage } from './http';
import { onUnauthenticated } from './http-events';
import { request } from './request';

/** A fake server behind fetch: each call is recorded, the handler answers. */
function fakeServer(handler: (req: Request, n: number) => Response) {
  const calls: {
    method: string;
    path: string;
    xsrf: string | null;
    lang: string | null;
    body: string;
  }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push({
        method: input.method,
        path: url.pathname,
        xsrf: input.headers.get('X-XSRF-TOKEN'),
        lang: input.headers.get('Accept-Language'),
        body: await input.clone().text(),
      });
      return handler(input, calls.length);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const setCookie = (value: string) => {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
};

async function failureOf(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiFailure(err)) throw new Error(`expected an ApiFailure, got ${String(err)}`);
  return err.error;
}

const save = () =>
  request(() => http.post('api/things', { json: { name: 'x' } }), z.object({ id: z.number() }));

describe('the HTTP layer (SPEC §7, §8)', () => {
  beforeEach(() => setCookie('old-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('on a 419 fetches a fresh anti-forgery cookie silently and retries the call once with it', async () => {
    const calls = fakeServer((req) => {
      if (new URL(req.url).pathname === '/sanctum/csrf-cookie') {
        setCookie('fresh-token');
        return new Response(null, { status: 204 });
      }
      return req.headers.get('X-XSRF-TOKEN') === 'fresh-token'
        ? json(201, { id: 7 })
        : json(419, { message: 'La page a expiré.' });
    });
    await expect(save()).resolves.toEqual({ id: 7 });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.xsrf ?? ''}`)).toEqual([
      'POST /api/things old-token',
      'GET /sanctum/csrf-cookie ', // reads send no token: only state-changing calls need it
      'POST /api/things fresh-token',
    ]);
    expect(calls[2]!.body).toBe('{"name":"x"}');
  });

  it('retries only once: a second 419 is passed on', async () => {
    const calls = fakeServer((req) =>
      new URL(req.url).pathname === '/sanctum/csrf-cookie'
        ? new Response(null, { status: 204 })
        : json(419, { message: 'La page a expiré.' }),
    );
    expect(await failureOf(save())).toMatchObject({
      kind: 'http',
      status: 419,
      message: 'La page a expiré.',
    });
    expect(calls).toHaveLength(3);
  });

  it('reports a 401 to the listeners (the not-authenticated dialog) and passes it on', async () => {
    fakeServer(() => json(401, { message: 'Vous n’êtes pas connecté.' }));
    const heard: string[] = [];
    const stop = onUnauthenticated(({ method, url }) =>
      heard.push(`${method} ${new URL(url).pathname}`),
    );
    expect(await failureOf(save())).toMatchObject({ kind: 'http', status: 401 });
    stop();
    await failureOf(save());
    expect(heard).toEqual(['POST /api/things']);
  });

  it('turns a 422 errors map into a list of { field, messages }', async () => {
    fakeServer(() =>
      json(422, {
        message: 'Les données fournies ne sont pas valides.',
        errors: { email: ['Adresse invalide.'], password: ['Trop court.', 'Trop simple.'] },
      }),
    );
    expect(await failureOf(save())).toMatchObject({
      kind: 'validation',
      status: 422,
      message: 'Les données fournies ne sont pas valides.',
      fields: [
        { field: 'email', messages: ['Adresse invalide.'] },
        { field: 'password', messages: ['Trop court.', 'Trop simple.'] },
      ],
    });
  });

  it('passes any other error on with its status, the body message and the original error', async () => {
    fakeServer(() => json(429, { message: 'Trop de tentatives.' }, { 'retry-after': '30' }));
    const error = await failureOf(save());
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Trop de tentatives.' });
    expect(error.original).toBeInstanceOf(Error);
  });

  it('refuses an answer that does not match the contract', async () => {
    fakeServer(() => json(201, { id: 'seven' }));
    expect(await failureOf(save())).toMatchObject({ kind: 'schema' });
  });

  it('sends the language and the anti-forgery token on every call', async () => {
    const calls = fakeServer(() => json(201, { id: 1 }));
    setRequestLanguage('ar');
    await save();
    setRequestLanguage('fr');
    await save();
    expect(calls.map((c) => [c.lang, c.xsrf])).toEqual([
      ['ar', 'old-token'],
      ['fr', 'old-token'],
    ]);
  });
});
