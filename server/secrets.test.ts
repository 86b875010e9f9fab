import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets, SECRETS_FILE, type SecretsConfig } from './secrets';

const NOTHING_SET: SecretsConfig = {
  filesSigningSecret: undefined,
  auth: { jwtSecret: undefined },
};
const FROM_ENV = 'a-secret-from-the-environment-0123456789';

let dataDir: string;
beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'jewel-secrets-')), 'data');
});
afterEach(() => {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

const secretsFile = () => join(dataDir, SECRETS_FILE);
const readStored = () => JSON.parse(readFileSync(secretsFile(), 'utf8')) as Record<string, string>;

describe('loadOrCreateSecrets', () => {
  it('generates strong secrets once and finds the same ones on the next start', () => {
    const first = loadOrCreateSecrets(dataDir, NOTHING_SET);
    expect(first.filesSigningSecret).toMatch(/^[\w-]{64}$/);
    expect(first.jwtSecret).toMatch(/^[\w-]{64}$/);
    expect(first.jwtSecret).not.toBe(first.filesSigningSecret);

    expect(loadOrCreateSecrets(dataDir, NOTHING_SET)).toEqual(first);
    expect(readStored()).toEqual(first);
  });

  it.skipIf(process.platform === 'win32')('keeps the file readable by its owner only', () => {
    loadOrCreateSecrets(dataDir, NOTHING_SET);
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);

    chmodSync(secretsFile(), 0o644); // e.g. restored from a backup
    loadOrCreateSecrets(dataDir, NOTHING_SET);
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);
  });

  it('prefers secrets from the environment and never writes them to disk', () => {
    const secrets = loadOrCreateSecrets(dataDir, {
      filesSigningSecret: FROM_ENV,
      auth: { jwtSecret: undefined },
    });
    expect(secrets.filesSigningSecret).toBe(FROM_ENV);
    expect(readStored()).toEqual({ jwtSecret: secrets.jwtSecret });
    expect(readFileSync(secretsFile(), 'utf8')).not.toContain(FROM_ENV);
  });

  it('writes no file when the environment sets every secret', () => {
    const secrets = loadOrCreateSecrets(dataDir, {
      filesSigningSecret: FROM_ENV,
      auth: { jwtSecret: `${FROM_ENV}-jwt` },
    });
    expect(secrets).toEqual({ filesSigningSecret: FROM_ENV, jwtSecret: `${FROM_ENV}-jwt` });
    expect(() => statSync(secretsFile())).toThrow(/ENOENT/);
  });

  it('adds a missing secret to an existing file and keeps the others', () => {
    const { jwtSecret } = loadOrCreateSecrets(dataDir, {
      filesSigningSecret: FROM_ENV,
      auth: { jwtSecret: undefined },
    });
    const secrets = loadOrCreateSecrets(dataDir, NOTHING_SET);
    expect(secrets.jwtSecret).toBe(jwtSecret);
    expect(readStored()).toEqual(secrets);
  });

  it('stops with a clear message when the file is damaged', () => {
    loadOrCreateSecrets(dataDir, NOTHING_SET);
    writeFileSync(secretsFile(), '{"jwtSecret": "short"');
    expect(() => loadOrCreateSecrets(dataDir, NOTHING_SET)).toThrow(
      /secrets\.json is damaged: it is not valid JSON\. Restore it from a backup, or delete it/,
    );
    writeFileSync(secretsFile(), '{"jwtSecret": "short"}');
    expect(() => loadOrCreateSecrets(dataDir, NOTHING_SET)).toThrow(
      /"jwtSecret" is not a string of at least 32 characters/,
    );
  });
});
