// Files on local disk under `<rootDir>/<key>` (rootDir is `${DATA_DIR}/files`), served by the
// signed `/files` routes (file-routes.ts).
//
// The content type lives in a sidecar `<key>#meta.json`: storing it keeps whatever the caller
// said (like S3 does) instead of guessing from the extension. `#` cannot occur in a key, so
// sidecars and temporary files never collide with an object. Writes go to a temporary file in the
// same folder and are renamed into place, so a reader never sees half a file. Unlike S3, a key
// cannot also be the folder of other keys (`a/b` and `a/b/c`); server-made layouts never need it.
import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  type FileHandle,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { signedFilePath } from './signed-file-url';
import {
  assertContentType,
  assertStorageKey,
  assertStoragePrefix,
  SignedUrlCache,
  type ListedObject,
  type SignedUrlOptions,
  type Storage,
  type StoredFile,
} from './storage';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export interface LocalStorageOptions {
  /** Absolute folder the objects live in, usually `${DATA_DIR}/files`. */
  rootDir: string;
  /** HMAC secret of the signed links; the file routes must use the same one. */
  signingSecret: string;
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
}

/** An object opened for streaming; the stream closes the file when it ends or is cancelled. */
export interface OpenedFile {
  stream: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  /** For when the stream will not be read (e.g. a HEAD request). */
  close(): Promise<void>;
}

export class LocalStorage implements Storage {
  readonly rootDir: string;
  readonly #signingSecret: string;
  readonly #signedUrls: SignedUrlCache;

  constructor({ rootDir, signingSecret, now = Date.now }: LocalStorageOptions) {
    this.rootDir = rootDir;
    this.#signingSecret = signingSecret;
    this.#signedUrls = new SignedUrlCache({ now });
  }

  async put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void> {
    const path = this.#pathOf(key);
    const metadata = JSON.stringify({ contentType: assertContentType(contentType) });
    await mkdir(dirname(path), { recursive: true });
    // Metadata first: once the new body is visible, its content type is too.
    await writeAtomically(metadataPathOf(path), metadata);
    await writeAtomically(path, body);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.#pathOf(key);
    try {
      const body = await readFile(path);
      return { body, contentType: await readContentType(path) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Like `get`, but streams: used to serve files without holding them in memory. */
  async open(key: string): Promise<OpenedFile | null> {
    const path = this.#pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size from the open handle: a concurrent rename cannot make it disagree with the bytes.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close(); // the key names a folder of other objects
        return null;
      }
      const contentType = await readContentType(path);
      const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { stream, size: stats.size, contentType, close: () => handle.close() };
    } catch (error) {
      await handle.close();
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.#pathOf(key);
    await rm(path, { force: true });
    await rm(metadataPathOf(path), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = join(this.rootDir, assertStoragePrefix(prefix));
    try {
      if (!(await stat(folder)).isDirectory()) return; // an object named like the folder stays
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await rm(folder, { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const base = assertStoragePrefix(prefix);
    let entries: Dirent[];
    try {
      entries = await readdir(join(this.rootDir, base), { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Sidecars and half-written temporaries carry a '#', which no key has.
      if (!entry.isFile() || entry.name.includes('#')) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.rootDir, path).split(sep).join('/');
      try {
        yield { key, lastModified: (await stat(path)).mtime };
      } catch (error) {
        if (!isMissing(error)) throw error; // deleted meanwhile
      }
    }
  }

  signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    return this.#signedUrls.signedUrl(key, options, ({ expiresAt, downloadName }) =>
      signedFilePath(this.#signingSecret, {
        key,
        expiresAt,
        downloadName: downloadName?.trim() || undefined,
      }),
    );
  }

  #pathOf(key: string): string {
    return join(this.rootDir, assertStorageKey(key));
  }
}

function metadataPathOf(path: string): string {
  return `${path}#meta.json`;
}

async function readContentType(path: string): Promise<string> {
  try {
    const metadata: unknown = JSON.parse(await readFile(metadataPathOf(path), 'utf8'));
    const contentType = (metadata as { contentType?: unknown } | null)?.contentType;
    return typeof contentType === 'string' ? contentType : FALLBACK_CONTENT_TYPE;
  } catch (error) {
    // A file copied in by hand has no sidecar; serve it as plain bytes rather than fail.
    if (isMissing(error)) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

async function writeAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}#${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync(); // the rename must not become durable before the bytes do
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

// ENOTDIR: a part of the key is a file; EISDIR: the key is a folder of other objects.
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
