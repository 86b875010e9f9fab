// Takes the image out of a multipart/form-data request (field `file`) without ever holding more
// than the size limit: an announced Content-Length over the limit is refused before reading, and
// a body that turns out longer is cut off at the limit (see readLimited).
import { ApiError } from '../../http/errors';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../upload-limits';
import {
  PayloadTooLargeError,
  UnprocessableImageError,
  UnsupportedMediaError,
} from '../upload-errors';
import { readLimited } from './read-limited';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const MULTIPART_DETAIL =
  'Send the image as multipart/form-data, in a form field named "file".';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent, cleaned for display (no folders, control or bidi characters). */
  filename: string | null;
}

export async function readUploadedFile(
  request: Request,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
  field = 'file',
): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedMediaError(MULTIPART_DETAIL);
  }
  const bodyLimit = limits.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const announced = Number(request.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > bodyLimit) {
    throw new PayloadTooLargeError(limits.maxBytes);
  }
  if (!request.body) throw new UnprocessableImageError(MULTIPART_DETAIL, 'missing_file');
  const body = await readLimited(request.body, bodyLimit);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(
      400,
      `The upload could not be read. ${MULTIPART_DETAIL}`,
      'malformed_multipart',
    );
  }
  const file = form.get(field);
  if (!(file instanceof Blob)) {
    throw new UnprocessableImageError(MULTIPART_DETAIL, 'missing_file');
  }
  if (file.size > limits.maxBytes) throw new PayloadTooLargeError(limits.maxBytes);
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    filename: file instanceof File ? cleanFilename(file.name) : null,
  };
}

/**
 * Characters a stored name never keeps: C0/C1 controls, line and paragraph separators, and the
 * bidirectional controls that can make "gnp.exe" display as "exe.png" (Trojan Source). Zero-width
 * joiners stay: emoji and several scripts need them.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The last path segment without unsafe characters, at most 255 characters; null if blank. */
export function cleanFilename(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.replace(UNSAFE_NAME_CHARACTERS, '').trim())
    .slice(0, 255)
    .join('')
    .trim();
  return cleaned || null;
}
