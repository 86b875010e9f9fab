// A cookie that says "a session may be stored on this device", kept by the browser beside
// supabase-js's own storage (which the server cannot read). The server paints a landing page for
// anonymous visitors only when it is absent, so a signed-in designer never sees the signed-out page
// flash before their own. It carries no token and grants nothing.
export const SESSION_MARKER_COOKIE = 'jewel_session';

/** Whether a Cookie header carries the marker. */
export function hasSessionMarker(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}
