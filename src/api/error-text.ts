// What a failed call or a thrown value says, read structurally: an ApiError (status, detail) or an
// Error (message) without importing the http client, so a screen that only words its errors does
// not put the client in its bundle.

/** The HTTP status of a failed API call (ApiError.status); undefined for anything else. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's `detail` of a failed call, when it says something. */
export function errorDetail(error: unknown): string | null {
  const detail = (error as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : null;
}

/** An error's own message (or a thrown string), when it says something. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() ? error : null;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The sentence to show for a failure: the server's detail, else the message, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return errorDetail(error) ?? errorMessage(error) ?? fallback;
}
