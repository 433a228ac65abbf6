import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): strong, and quick enough for a 1-core function.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined;
/** A fixed hash for timing-equal checks of unknown accounts. */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('vitrine-dummy-password'));
