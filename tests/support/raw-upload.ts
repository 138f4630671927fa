import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { BOUNDARY } from './files';
import type { TestClient } from './http-client';

const IFC_HEAD = "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n";

/** `size` bytes of a valid-looking IFC, produced chunk by chunk (never held whole). */
export function* ifcChunks(size: number, chunk = 1024 * 1024): Generator<Buffer> {
  const line = Buffer.from('#1=IFCCARTESIANPOINT((0.,0.,0.));\n');
  const block = Buffer.alloc(chunk);
  for (let at = 0; at < chunk; at += line.length) line.copy(block, at);
  const head = Buffer.from(IFC_HEAD);
  yield head;
  let left = size - head.length;
  while (left > 0) {
    const n = Math.min(left, chunk);
    yield n === chunk ? block : block.subarray(0, n);
    left -= n;
  }
}

const partHead = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function headersOf(client: TestClient, length: number): Record<string, string | number> {
  return {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': length,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
    'x-xsrf-token': client.xsrf ?? '',
    'accept-language': client.lang,
  };
}

/**
 * POSTs a generated IFC of `size` bytes as a real HTTP multipart upload, writing with
 * back-pressure; calls `onProgress` after each chunk. Resolves with the answer and the SHA-256
 * of what was sent.
 */
export function streamUpload(
  port: number,
  path: string,
  client: TestClient,
  size: number,
  onProgress: (sent: number) => void = () => {},
): Promise<{ status: number; body: string; sha256: string }> {
  const head = partHead('big.ifc');
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: headersOf(client, head.length + size + partTail.length),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            sha256: hash.digest('hex'),
          }),
        );
      },
    );
    req.on('error', reject);
    void (async () => {
      req.write(head);
      let sent = 0;
      for (const chunk of ifcChunks(size)) {
        hash.update(chunk);
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        onProgress(sent);
      }
      req.end(partTail);
    })();
  });
}

/** Starts an upload announcing `size` bytes, sends `sendBytes` of them, awaits `beforeDrop`, then drops the connection. */
export async function abortedUpload(
  port: number,
  path: string,
  client: TestClient,
  size: number,
  sendBytes: number,
  beforeDrop: () => Promise<void> = async () => {},
): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('error', reject),
  );
  const head = partHead('cut.ifc');
  const headers = Object.entries(headersOf(client, head.length + size + partTail.length))
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n\r\n`);
  socket.write(head);
  let sent = 0;
  for (const chunk of ifcChunks(size)) {
    if (sent >= sendBytes) break;
    sent += chunk.length;
    if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
  }
  await beforeDrop();
  socket.destroy();
}
