import { createHash, randomBytes } from 'node:crypto';

/** A new random session token (256 bits, URL-safe). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: only its SHA-256 is kept, so a database leak reveals no usable session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
