import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Body = InjectOptions['payload'];

/**
 * A browser-like client over `inject`: keeps cookies, sends X-XSRF-TOKEN from the XSRF-TOKEN
 * cookie and an Accept-Language, as the real client does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The client's IP address as the server sees it (rate limits per address). */
  remoteAddress = '127.0.0.1';
  constructor(
    private readonly app: FastifyInstance,
    public lang: string = 'fr',
  ) {}

  /** GET /sanctum/csrf-cookie, as the client does before login, register and the account fetch. */
  async csrf(): Promise<this> {
    await this.request('GET', '/sanctum/csrf-cookie');
    return this;
  }

  get xsrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  get = (url: string, headers: Record<string, string> = {}) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: Body, headers: Record<string, string> = {}) =>
    this.request('POST', url, body, headers);
  patch = (url: string, body?: Body, headers: Record<string, string> = {}) =>
    this.request('PATCH', url, body, headers);
  put = (url: string, body?: Body, headers: Record<string, string> = {}) =>
    this.request('PUT', url, body, headers);
  delete = (url: string, headers: Record<string, string> = {}) =>
    this.request('DELETE', url, undefined, headers);

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: Body,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      payload,
      remoteAddress: this.remoteAddress,
      headers: {
        'accept-language': this.lang,
        ...(cookie ? { cookie } : {}),
        ...(this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}),
        ...headers,
      },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}
