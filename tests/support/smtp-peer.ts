import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/**
 * A real SMTP peer on a free port (smtp-server) that keeps every message it receives, decoded
 * enough for tests: recipients, subject, text and HTML parts.
 */
export async function startSmtpPeer(): Promise<{
  url: string;
  messages: ReceivedMail[];
  /** The last message sent to `address`; fails the test when there is none. */
  last(address: string): ReceivedMail;
  waitFor(address: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ to, ...parseMime(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    last(address) {
      const found = messages.filter((m) => m.to.includes(address.toLowerCase())).at(-1);
      if (!found) throw new Error(`no mail to ${address}`);
      return found;
    },
    /** Waits (up to 5 s) for the next message to `address` after `after` messages were received. */
    async waitFor(address: string, after = 0): Promise<ReceivedMail> {
      for (let waited = 0; waited < 5000; waited += 20) {
        const found = messages.slice(after).find((m) => m.to.includes(address.toLowerCase()));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link of a text part. */
export function firstLink(text: string): string {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[0];
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`)
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMime(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw);
  const out = { subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const walk = (h: Record<string, string>, b: string) => {
    const type = h['content-type'] ?? 'text/plain';
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const p = splitHeaders(part.replace(/^\r?\n/, ''));
        walk(p.headers, p.body);
      }
      return;
    }
    const decoded = decodeBody(b, h['content-transfer-encoding']);
    if (type.startsWith('text/html')) out.html ||= decoded;
    else if (type.startsWith('text/plain')) out.text ||= decoded;
  };
  walk(headers, body);
  return out;
}
