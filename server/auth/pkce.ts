// PKCE (RFC 7636) as supabase-js uses it: the client sends `code_challenge` (+ method `s256` or
// `plain`) when the flow starts and proves it started it by sending the `code_verifier` when it
// exchanges the authorization code.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CodeChallengeMethod, PkceChallenge } from './signed-grants';

/** The challenge from request parameters; undefined when the client did not use PKCE. */
export function readPkceChallenge(
  codeChallenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | undefined {
  if (!codeChallenge) return undefined;
  const normalized = (method ?? 'plain').toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') return undefined;
  // RFC 7636: 43 to 128 characters of [A-Za-z0-9-._~].
  if (!/^[\w.~-]{43,128}$/.test(codeChallenge)) return undefined;
  return { codeChallenge, method: normalized as CodeChallengeMethod };
}

export function verifierMatches(
  verifier: string,
  { codeChallenge, method }: PkceChallenge,
): boolean {
  const computed =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(codeChallenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
