// Supabase Auth's password rules for the built-in service: at least MIN_PASSWORD_LENGTH
// characters, and not one of the 1,000 most common passwords (Supabase checks Have I Been Pwned;
// this studio makes no outside call, so it ships the head of a public list instead).
//
// The list is the first 1,000 entries of the frequency-ranked `passwords.json` of
// @zxcvbn-ts/language-common 4.1.3 (MIT, © Dan Wheeler, Dropbox, Inc. and @zxcvbn-ts), which
// comes from zxcvbn's password list. See docs/accounts.md.
import { readFileSync } from 'node:fs';
import { GoTrueError, validationFailed } from './gotrue-errors';

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase; bounds the hashing work one request can ask for. */
export const MAX_PASSWORD_LENGTH = 256;

/** Lower-cased: "Password" or "QWERTY" is no harder to guess than its lower-case form. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== ''),
);

export type WeakPasswordReason = 'length' | 'pwned';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The reasons Supabase would give for refusing this password; empty when it is acceptable. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (isCommonPassword(password)) reasons.push('pwned');
  return reasons;
}

const MESSAGES: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
};

/**
 * Throws what Supabase answers for a password it refuses: 400 `validation_failed` when too long,
 * else 422 `weak_password` with `weak_password.reasons` and the reasons' messages joined.
 */
export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons = weakPasswordReasons(password);
  if (reasons.length === 0) return;
  throw new GoTrueError(422, 'weak_password', reasons.map((reason) => MESSAGES[reason]).join(' '), {
    weak_password: { reasons },
  });
}
