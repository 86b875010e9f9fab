import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('still verifies hashes made with other parameters, and asks for a rehash', async () => {
    // scrypt$N=1024: what an older, cheaper setting would have stored.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('treats malformed or hostile stored hashes as a mismatch', async () => {
    for (const stored of [
      '',
      'bcrypt$2b$10$abc',
      'scrypt$1000$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5',
      'scrypt$1073741824$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5', // 2^30: would need 1 TiB
      'scrypt$1024$8$1$$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('spends the work of a verification for unknown accounts, and says no', async () => {
    expect(await verifyAgainstDummy('correct horse battery')).toBe(false);
  });
});
