import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, unusable under isolatedModules). */
const ARGON2ID = 2;

/** Argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  // Without a hash (social-only account) still spend the time of one verification: no timing oracle.
  if (!hashed) {
    await hash(password, options);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
