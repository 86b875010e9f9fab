// Secrets the server signs with. Each can come from the environment; otherwise one is generated
// on first start and kept in `${DATA_DIR}/secrets.json` (readable by the server's user only), so
// signed file links and sign-in sessions survive restarts. Secrets from the environment are never
// written to disk.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

export interface Secrets {
  /** HMAC key of the signed `/files` links. */
  filesSigningSecret: string;
  /** HS256 key of access tokens: a Supabase project's JWT secret, or the local auth service's. */
  jwtSecret: string;
}

type SecretName = keyof Secrets;
const SECRET_NAMES: readonly SecretName[] = ['filesSigningSecret', 'jwtSecret'];
const MIN_SECRET_LENGTH = 32;

export const SECRETS_FILE = 'secrets.json';

export type SecretsConfig = Pick<Config, 'filesSigningSecret'> & {
  auth: Pick<Config['auth'], 'jwtSecret'>;
};

/** Synchronous: it runs once at start, before anything can be served. */
export function loadOrCreateSecrets(dataDir: string, config: SecretsConfig): Secrets {
  const fromEnvironment: Partial<Secrets> = {
    filesSigningSecret: config.filesSigningSecret,
    jwtSecret: config.auth.jwtSecret,
  };
  const path = join(dataDir, SECRETS_FILE);
  // Two attempts: if another process (a worker starting alongside) creates the file first, use
  // its secrets rather than overwrite them.
  for (let attempt = 1; ; attempt++) {
    const stored = readSecretsFile(path);
    const missing = SECRET_NAMES.filter((name) => !fromEnvironment[name] && !stored?.[name]);
    if (missing.length === 0) return pickSecrets(fromEnvironment, stored ?? {});
    const generated = Object.fromEntries(missing.map((name) => [name, generateSecret()]));
    const next = { ...stored, ...generated };
    mkdirSync(dataDir, { recursive: true });
    if (writeSecretsFile(path, next, { createOnly: stored === undefined }) || attempt === 2) {
      return pickSecrets(fromEnvironment, next);
    }
  }
}

function pickSecrets(fromEnvironment: Partial<Secrets>, stored: Partial<Secrets>): Secrets {
  const pick = (name: SecretName): string => {
    const value = fromEnvironment[name] ?? stored[name];
    if (!value) throw new Error(`No ${name} after loading secrets.`); // unreachable
    return value;
  };
  return { filesSigningSecret: pick('filesSigningSecret'), jwtSecret: pick('jwtSecret') };
}

function generateSecret(): string {
  return randomBytes(48).toString('base64url'); // 384 random bits
}

// Returns undefined when there is no file yet. Unknown entries are kept (and written back).
function readSecretsFile(path: string): Record<string, string> | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  restrictToOwner(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw damaged(path, 'it is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw damaged(path, 'it is not a JSON object');
  }
  const entries = Object.entries(parsed);
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
      throw damaged(path, `"${name}" is not a string of at least ${MIN_SECRET_LENGTH} characters`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function damaged(path: string, reason: string): Error {
  return new Error(
    `${path} is damaged: ${reason}. Restore it from a backup, or delete it to generate new ` +
      'secrets (that signs everyone out of the local sign-in and breaks existing file links).',
  );
}

// A copy made with `cp` or restored from a backup may have lost its 0600 mode.
function restrictToOwner(path: string): void {
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
}

/**
 * Writes to a temporary file, then moves it into place. With `createOnly`, a hard link does the
 * move, which fails if the file appeared meanwhile: returns false then, and nothing is changed.
 */
function writeSecretsFile(
  path: string,
  secrets: Record<string, string>,
  { createOnly }: { createOnly: boolean },
): boolean {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(secrets, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    chmodSync(temporary, 0o600); // the umask may have taken bits away, never added: be explicit
    if (!createOnly) {
      renameSync(temporary, path);
      return true;
    }
    try {
      linkSync(temporary, path);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      // File systems without hard links: fall back to a plain (non-exclusive) move.
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') {
        renameSync(temporary, path);
        return true;
      }
      throw error;
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}
