// Password hashing with scrypt (memory-hard, built into Node). The stored string names its own
// parameters, `scrypt$N$r$p$salt$hash`, so they can be raised later: hashes made with older
// parameters still verify, and `needsRehash` tells the caller to store a fresh one.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 x 8 x 128 bytes = 32 MiB of memory and roughly 50-100 ms of CPU per hash. */
const CURRENT = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Stored hashes beyond these come from a damaged or hostile row; refusing them bounds the work.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT, KEY_BYTES);
  const { N, r, p } = CURRENT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; false (never an exception) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== CURRENT.N || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification and returns false: sign-in with an unknown e-mail (or an
 * account without a password) takes as long as a wrong password, so timing reveals no accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

function parseHash(stored: string): (ScryptParameters & { salt: Buffer; key: Buffer }) | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !inRange(r, MAX_R) || !inRange(p, MAX_P)) return undefined;
  if (salt.length === 0 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

function inRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

function derive(
  password: string,
  salt: Buffer,
  { N, r, p }: ScryptParameters,
  length: number,
): Promise<Buffer> {
  // Node refuses scrypt above `maxmem` (32 MiB by default, just what N=2^15 needs): leave room.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
