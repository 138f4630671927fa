import { describe, expect, it } from 'vitest';
import { checkSignedPath, signPath } from './signed-url';

const SECRET = 'unit-test-secret-unit-test-secret-0123';
const parse = (signed: string) => {
  const url = new URL(signed, 'http://x');
  return {
    path: url.pathname,
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature')!,
  };
};

describe('signed links', () => {
  it('accepts its own signature until the expiry, then says expired', () => {
    const now = Date.UTC(2026, 0, 1);
    const { path, expires, signature } = parse(signPath(SECRET, '/verify-email/u/t', 3600, now));
    expect(expires).toBe(now / 1000 + 3600);
    expect(checkSignedPath(SECRET, path, expires, signature, now + 3599_000)).toBe('valid');
    expect(checkSignedPath(SECRET, path, expires, signature, now + 3601_000)).toBe('expired');
  });

  it('refuses another path, expiry or secret as invalid, even once expired', () => {
    const now = Date.UTC(2026, 0, 1);
    const { path, expires, signature } = parse(signPath(SECRET, '/verify-email/u/t', 60, now));
    expect(checkSignedPath(SECRET, '/verify-email/u/other', expires, signature, now)).toBe(
      'invalid',
    );
    expect(checkSignedPath(SECRET, path, expires + 1, signature, now)).toBe('invalid');
    expect(checkSignedPath(`${SECRET}!`, path, expires, signature, now)).toBe('invalid');
    expect(checkSignedPath(SECRET, path, expires, 'short', now + 999_000)).toBe('invalid');
  });
});
