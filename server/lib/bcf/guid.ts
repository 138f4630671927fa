import { createHash } from 'node:crypto';

/** BCF's Guid type (2.0 and 2.1 allow capitals; 3.0 writes lower case). */
export const bcfGuidPattern =
  /^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/;

export const isBcfGuid = (s: string | null | undefined): s is string =>
  !!s && bcfGuidPattern.test(s);

/** A GUID derived from a seed (name-based, SHA-1): the same seed always gives the same GUID. */
export function stableGuid(seed: string): string {
  const h = createHash('sha1').update(`ouvrage-bcf:${seed}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A valid BCF GUID in lower case: the value itself when valid, else one derived from it. */
export const guidOf = (raw: string | null, seed: string): string =>
  isBcfGuid(raw) ? raw.toLowerCase() : stableGuid(raw ?? seed);

/** Joins a path relative to a folder of the archive (`..` allowed), without leading slash. */
export function resolvePath(folder: string, ref: string): string {
  const parts: string[] = folder ? folder.split('/') : [];
  for (const p of ref.replace(/\\/g, '/').split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') parts.pop();
    else parts.push(p);
  }
  return parts.join('/');
}

/** PNG or JPEG, from the first bytes; null for anything else. */
export function imageFormat(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  return null;
}

/** Width / height of a PNG (from its IHDR); null for other images. */
export function pngAspect(bytes: Uint8Array): number | null {
  if (imageFormat(bytes) !== 'png' || bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const w = view.getUint32(16);
  const h = view.getUint32(20);
  return w > 0 && h > 0 ? w / h : null;
}
