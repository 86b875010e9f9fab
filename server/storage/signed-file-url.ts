// Same-origin signed links to local files: `/files/<key>?expires=<unix>&signature=<hmac>`, plus
// `&download=<name>` when the browser should save the file. The HMAC covers the key, the expiry
// and the download name, so none of them can be changed without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILES_PATH = '/files';

export interface FileUrlClaims {
  key: string;
  /** Unix seconds. */
  expiresAt: number;
  downloadName?: string;
}

export function fileUrlSignature(secret: string, { key, expiresAt, downloadName }: FileUrlClaims) {
  // Newlines cannot occur in keys or in a number, so the fields cannot run into each other.
  const message = `${key}\n${expiresAt}\n${downloadName ?? ''}`;
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** The path (with query) of a signed link; keys are URL-safe already, see `storageKey`. */
export function signedFilePath(secret: string, claims: FileUrlClaims): string {
  const query = new URLSearchParams({
    expires: String(claims.expiresAt),
    signature: fileUrlSignature(secret, claims),
  });
  if (claims.downloadName !== undefined) query.set('download', claims.downloadName);
  return `${FILES_PATH}/${claims.key}?${query}`;
}

export function isValidFileUrlSignature(
  secret: string,
  claims: FileUrlClaims,
  signature: string,
): boolean {
  const expected = Buffer.from(fileUrlSignature(secret, claims));
  const given = Buffer.from(signature);
  // Constant time, so response timing does not reveal how much of a guess was right.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
