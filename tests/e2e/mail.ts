import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from './browser';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of an .eml file. */
const unfold = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * The first link to `path` in the newest message written to DATA_DIR/mail for `to` (the embedded
 * default outbox), waiting for it to arrive.
 */
export async function linkFromMail(to: string, path: string): Promise<string> {
  const dir = join(dataDir(), 'mail');
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`);
  // A plain loop rather than expect.poll, so hooks (beforeAll) can use it too.
  for (let tries = 0; tries < 60; tries++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const eml = unfold(await readFile(join(dir, f), 'utf8'));
      const link = eml.includes(to) ? eml.match(pattern)?.[0] : undefined;
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${path} in ${dir}`);
}
