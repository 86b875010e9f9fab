// Serves local files at `/files/<key>` to whoever holds a valid signed link (see
// signed-file-url.ts). The signature and expiry are checked before the disk is touched, so
// without a link nobody can even learn whether a file exists.
import { Hono } from 'hono';
import { errorBody } from '../http/errors';
import { attachmentDisposition } from './content-disposition';
import type { LocalStorage } from './local-storage';
import { isValidFileUrlSignature } from './signed-file-url';
import { assertStorageKey } from './storage';

export interface FileRoutesOptions {
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
}

/** A Hono app to mount at `/files` (FILES_PATH). `secret` must be the one the storage signs with. */
export function createFileRoutes(
  storage: LocalStorage,
  secret: string,
  { now = Date.now }: FileRoutesOptions = {},
): Hono {
  const files = new Hono();

  files.get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const { expires = '', signature = '', download } = c.req.query();
    const claims = { key, expiresAt: Number(expires), downloadName: download || undefined };
    if (!/^\d{1,12}$/.test(expires) || !isValidFileUrlSignature(secret, claims, signature)) {
      return c.json(errorBody('This file link is not valid.', 'invalid_link'), 403);
    }
    const secondsLeft = claims.expiresAt - Math.floor(now() / 1000);
    if (secondsLeft <= 0) {
      return c.json(
        errorBody('This file link has expired. Reload the page to get a new one.', 'link_expired'),
        403,
      );
    }

    const file = isStorageKey(key) ? await storage.open(key) : null;
    if (!file) return c.json(errorBody('This file no longer exists.', 'not_found'), 404);

    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      // Only this browser may keep it, and no longer than the link is valid.
      'Cache-Control': `private, max-age=${secondsLeft}`,
      'X-Content-Type-Options': 'nosniff',
      // Stored files are never pages: should one ever be opened directly, nothing in it runs.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    const disposition = attachmentDisposition(claims.downloadName);
    if (disposition) headers['Content-Disposition'] = disposition;

    if (c.req.method === 'HEAD') {
      await file.close();
      return c.body(null, 200, headers);
    }
    return c.body(file.stream, 200, headers);
  });

  return files;
}

// A validly signed key is ours, but check anyway before it becomes a path on disk.
function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}
