// Where the sign-in flows may send the browser back to. Only pages of the studio itself
// (PUBLIC_URL's origin, or a path on it): anything else would make /auth/v1 an open redirect that
// hands sessions (in the URL fragment) to another site.

/** `redirectTo` when it points into the studio, else `${publicUrl}${fallbackPath}`. */
export function safeRedirect(
  redirectTo: string | undefined,
  publicUrl: string,
  fallbackPath = '/',
): URL {
  const fallback = new URL(fallbackPath, publicUrl);
  if (!redirectTo) return fallback;
  let target: URL;
  try {
    target = new URL(redirectTo, publicUrl);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(publicUrl).origin || target.username || target.password) {
    return fallback;
  }
  target.hash = '';
  return target;
}

/** The target with `#key=value&...`, the way Supabase Auth returns implicit-flow results. */
export function withFragment(target: URL, params: Record<string, string | number>): string {
  const url = new URL(target);
  // %20 rather than URLSearchParams' `+`: read the same by URLSearchParams and decodeURIComponent.
  url.hash = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return url.toString();
}

/** The target with `?key=value` added (the PKCE flow's `code`). */
export function withQuery(target: URL, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** An error the sign-in screen shows: supabase-js reads it from the fragment of the URL. */
export function withErrorFragment(
  target: URL,
  error: { error: string; code: string; description: string },
): string {
  return withFragment(target, {
    error: error.error,
    error_code: error.code,
    error_description: error.description,
  });
}
