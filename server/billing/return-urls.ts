// Checkout and portal pages send the browser back to addresses the browser gave us. They must be
// pages of the studio itself, or the checkout would be an open redirect (a phishing link that
// starts on our payment page and ends anywhere).

/**
 * The origins the studio is served from: PUBLIC_URL's, and outside production the one the request
 * came to (the Vite dev server on another port proxies to this server).
 */
export function studioOrigins(
  publicUrl: string,
  requestUrl: string,
  production: boolean,
): string[] {
  const origins = [new URL(publicUrl).origin];
  if (!production) origins.push(new URL(requestUrl).origin);
  return origins;
}

export function isStudioUrl(value: string, origins: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return origins.includes(url.origin) && !url.username && !url.password;
}
