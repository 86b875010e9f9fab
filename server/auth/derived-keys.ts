// Separate keys for separate purposes, all derived from the one JWT secret, so a value signed for
// one purpose (an OAuth state, an authorization code) can never pass for another (an access token).
import { createHmac } from 'node:crypto';

export type KeyPurpose =
  'refresh-token-chain' | 'oauth-state' | 'authorization-code' | 'reauthentication-code';

export function deriveKey(jwtSecret: string, purpose: KeyPurpose): Uint8Array {
  return createHmac('sha256', jwtSecret).update(`jewel-local-auth:${purpose}`).digest();
}
