import type { BcfTopic } from '../../server/lib/bcf/model';

/**
 * Topics in a form to compare: sorted by GUID, comments by GUID, bytes as base64, numbers as JSON
 * keeps them (storage is JSON: -0 comes back 0).
 */
export function comparableTopics(topics: BcfTopic[]): unknown {
  const sorted = [...topics]
    .map((t) => ({ ...t, comments: [...t.comments].sort((a, b) => a.guid.localeCompare(b.guid)) }))
    .sort((a, b) => a.guid.localeCompare(b.guid));
  return bytesAsText(sorted);
}

/**
 * The same value as JSON keeps it, with every byte array as one base64 string: `toEqual` walks a
 * byte array element by element (a 580 KB snapshot took it over 20 s), a string at once.
 */
export function bytesAsText(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      v instanceof Uint8Array ? `bytes:${Buffer.from(v).toString('base64')}` : v,
    ),
  ) as unknown;
}
