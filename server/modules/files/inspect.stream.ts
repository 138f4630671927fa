import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FileFormat } from '../../../src/api/contract/files';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { contentMatches, SNIFF_BYTES } from './sniff';

/**
 * Passes an upload through unchanged while judging it: holds back the first SNIFF_BYTES until
 * the content is recognised as `format`, counts bytes against `maxBytes` and computes SHA-256.
 * Fails the stream (so storage discards what it wrote) on a mismatch, an empty file or excess.
 */
export class InspectStream extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private judged = false;

  constructor(
    /** The format the name announces (a project file format; named in the error message). */
    private readonly format: string,
    private readonly maxBytes: number,
    /** Another judge of the content than the format's own (product files' formats). */
    private readonly matches: (head: Buffer, complete: boolean) => boolean = (head, complete) =>
      contentMatches(format as FileFormat, head, complete),
  ) {
    super();
  }

  private digestHex: string | undefined;

  /** Hex SHA-256 of everything that passed (once the stream has ended). */
  get sha256(): string {
    return (this.digestHex ??= this.hash.digest('hex'));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return cb(new PayloadTooLargeError({ max: this.maxBytes }));
    this.hash.update(chunk);
    if (this.judged) return cb(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return cb();
    cb(this.release(false));
  }

  override _flush(cb: TransformCallback): void {
    if (this.size === 0) return cb(ValidationError.field('file', 'validation.file_empty'));
    cb(this.judged ? undefined : this.release(true));
  }

  private release(complete: boolean): Error | undefined {
    const head = Buffer.concat(this.head);
    if (!this.matches(head, complete))
      return ValidationError.field('file', 'validation.file_content', { format: this.format });
    this.judged = true;
    this.head = [];
    this.push(head);
    return undefined;
  }
}
