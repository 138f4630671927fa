import { afterAll, beforeAll } from 'vitest';
import { startSmtpPeer } from './smtp-peer';
import { buildTestApp, type TestApp } from './test-app';

/** The public URL the mail tests' app puts in its links. */
export const APP_URL = 'http://ouvrage.example';

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * For a describe block whose tests read mail: builds the real app sending to a test SMTP peer
 * (links on APP_URL) before the block, hands both to `ready`, and closes them after the block.
 */
export function withMailApp(ready: (t: TestApp, smtp: SmtpPeer) => void | Promise<void>): void {
  let t: TestApp | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, APP_URL } });
    await ready(t, smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}
