// Opaque tokens (refresh tokens, confirmation links) are random strings; only their SHA-256
// digest is stored. A refresh token's child (what rotating it returns) is derived from the token
// itself with a server key rather than drawn at random: a client retrying a refresh within the
// reuse interval then gets back the very token the first attempt issued, although the server
// never stored it.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function childRefreshToken(chainKey: Uint8Array, parent: string): string {
  return createHmac('sha256', chainKey).update(parent).digest('base64url');
}
