import { createHash, randomBytes } from 'node:crypto';

// Secrets that hold seats: 256 random bits, shown once in the invite link and stored only hashed.
// A token has full entropy, so one SHA-256 (no salt, no stretching) makes the stored hash useless
// to whoever reads the data folder: it cannot be turned back into a link.

/** A new secret seat or spectator token (256 bits, base64url). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A new room id (128 bits): unguessable, but not a secret; it only names the room. */
export const newRoomId = (): string => randomBytes(16).toString('base64url');

/** The stored form of a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A new game seed. */
export const newSeed = (): string => randomBytes(12).toString('base64url');
