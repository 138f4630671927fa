import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const S3_BUCKET = 'ouvrage-test';

/**
 * A real S3-compatible server (s3rver) on a free port, with one bucket, speaking the S3 REST
 * API to @aws-sdk/client-s3. It does not implement AbortMultipartUpload (parts of an aborted
 * upload stay in its own directory), so tests watch the abort request itself.
 */
export async function startS3Peer() {
  const directory = await mkdtemp(join(tmpdir(), 'ouvrage-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Every key in the test bucket. */
export async function bucketKeys(client: S3Client): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** Records the name of every command the client sends (e.g. AbortMultipartUploadCommand). */
export function recordCommands(client: S3Client): string[] {
  const names: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      names.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return names;
}
