// Why an upload was refused, as errors the HTTP layer answers as they are: each is an ApiError, so
// the app's error handler replies `{detail, code}` with the right status and no internals.
import { ApiError } from '../http/errors';

export const ACCEPTED_TYPES_DETAIL =
  'This file type is not supported. Upload a JPEG, PNG, WebP, AVIF or HEIC image.';

export const DAMAGED_IMAGE_DETAIL =
  'This image looks damaged or incomplete. Please export it again and re-upload.';

/** 415: the bytes are not an image format the studio reads (whatever the name or header says). */
export class UnsupportedMediaError extends ApiError {
  constructor(detail: string = ACCEPTED_TYPES_DETAIL) {
    super(415, detail, 'unsupported_media_type');
    this.name = 'UnsupportedMediaError';
  }
}

/** 413: more bytes than the upload limit; raised while reading, before the body is buffered. */
export class PayloadTooLargeError extends ApiError {
  constructor(maxBytes: number) {
    super(
      413,
      `This file is larger than ${formatMegabytes(maxBytes)}. Please upload a smaller image.`,
      'payload_too_large',
    );
    this.name = 'PayloadTooLargeError';
  }
}

/** 422: a supported format, but an image the studio cannot use (damaged, too big, too small). */
export class UnprocessableImageError extends ApiError {
  constructor(detail: string, code = 'unprocessable_image') {
    super(422, detail, code);
    this.name = 'UnprocessableImageError';
  }
}

export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${Number(megabytes.toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
