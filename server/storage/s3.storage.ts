import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { PayloadTooLargeError } from '../lib/errors';
import { byteCounter } from './byte-counter';
import type { Storage } from './storage';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Multipart upload parts: 8 MiB, up to 4 in flight, so an upload holds at most ~32 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, Garage, s3rver…). Uploads stream as a
 * multipart upload that is aborted on any failure, so a failed upload leaves no object and no
 * parts. Checksums are sent only when an operation requires them: several S3-compatible
 * services refuse the SDK's default trailing checksums on streamed bodies.
 */
export function s3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    client,
    async put(key, body, opts = {}) {
      const counter = byteCounter(opts.maxBytes);
      let failure: unknown;
      // A failing source (client gone, content refused) errors `counter`: lib-storage then sends
      // AbortMultipartUpload before done() rejects (Upload.abort() would reject first and abort later).
      pipeline(body, counter.stream, (err) => {
        if (err) failure = err;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter.stream, ContentType: opts.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        throw failure ?? err;
      }
      if (failure || (body as Readable & { truncated?: boolean }).truncated) {
        // The body ended on an error after the last part was sent: the object must not stay.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw failure ?? new PayloadTooLargeError({ max: opts.maxBytes });
      }
      return { size: counter.size() };
    },
    async get(key, range) {
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return out.Body;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (err instanceof NotFound || err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
