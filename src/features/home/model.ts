// Client-side checks of an upload before it leaves the browser (issue: Home). The server checks
// again by sniffing the bytes; these only save the designer a wasted upload.
import { errorText } from '../../api/error-text';

export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** Extensions accepted when the browser reports no type (HEIC often arrives untyped). */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'heic', 'heif'] as const;

/** For the file picker's `accept`. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_TYPES,
  ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export const FORMATS_LABEL = 'JPEG, PNG, WebP, AVIF or HEIC';
export const UNSUPPORTED_TYPE_MESSAGE = `This file type is not supported. Upload a ${FORMATS_LABEL} image.`;
export const TOO_LARGE_MESSAGE = `This image is larger than ${MAX_UPLOAD_MB} MB. Upload a smaller file.`;
export const EMPTY_FILE_MESSAGE = 'This file is empty. Choose another image.';
export const ONE_FILE_MESSAGE = 'Drop one image at a time.';
export const UPLOAD_FALLBACK_MESSAGE = 'The upload failed. Please try again.';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Null when the file may be uploaded; otherwise the message to show. */
export function checkFile(file: FileLike): string | null {
  const type = file.type.toLowerCase();
  const typeOk = type
    ? (ACCEPTED_TYPES as readonly string[]).includes(type)
    : (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return UNSUPPORTED_TYPE_MESSAGE;
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** Checks what was dropped or picked: exactly one acceptable file. */
export function checkFiles(files: readonly FileLike[]): {
  file: FileLike | null;
  error: string | null;
} {
  if (files.length !== 1) return { file: null, error: files.length ? ONE_FILE_MESSAGE : null };
  const [file] = files as [FileLike];
  const error = checkFile(file);
  return error ? { file: null, error } : { file, error: null };
}

/** The upload error to show: the server's detail, then the error's message, else a fallback. */
export function uploadErrorMessage(error: unknown): string {
  return errorText(error, UPLOAD_FALLBACK_MESSAGE);
}

/** 0-1 → 0-100, whole percent. */
export function percent(fraction: number): number {
  return Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
}

/**
 * The landing's heading. "Welcome back" only to a designer who has designs already: right after
 * signing up (no designs yet, or not known yet) it is a first visit.
 */
export function homeGreeting(name: string | null, hasDesigns: boolean): string {
  if (!name) return hasDesigns ? 'Welcome back to your studio' : 'Welcome to your studio';
  return hasDesigns ? `Welcome back, ${name}` : `Welcome, ${name}`;
}
