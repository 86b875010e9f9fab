// The Content-Security-Policy every response carries. The app has no inline script (Vite emits
// module files only), so script-src is 'self'; every other origin the browser talks to is listed
// here, derived from the config, so a deployment that adds one changes this file and its test.
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';

type PolicyConfig = Pick<Config, 'supabase' | 's3' | 'localAuth'>;

export function contentSecurityPolicy(config: PolicyConfig): string {
  // Signed file links point at the bucket when files live in S3 (images, models, downloads).
  const files = config.s3 ? s3Origins(config.s3) : [];
  // supabase-js calls the hosted project's /auth/v1 with fetch.
  const auth = config.supabase ? [new URL(config.supabase.url).origin] : [];
  // Google sign-in fills the avatar with a picture hosted by Google.
  const avatars =
    config.supabase || config.localAuth.google ? ['https://*.googleusercontent.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // model-viewer's bundled mesh decoder (meshoptimizer) compiles WebAssembly when it loads;
    // 'wasm-unsafe-eval' allows exactly that, not JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // model-viewer's shadow DOM ships a <style> element, and the local checkout pages one too.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: the cut-out editor shows its edits as object URLs; three.js decodes textures so.
    'img-src': ["'self'", 'blob:', ...files, ...avatars],
    'font-src': ["'self'"],
    // blob: three.js fetches a model's embedded textures from object URLs.
    'connect-src': ["'self'", 'blob:', ...files, ...auth],
    // three.js starts its decoders as workers built from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:', ...files],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Sets the policy on every response (API answers ignore it; the app and checkout pages obey). */
export function contentSecurityPolicyHeader(config: PolicyConfig): MiddlewareHandler {
  const policy = contentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', policy);
  };
}

// Presigned URLs are virtual-hosted (bucket.host) unless path-style is forced; the AWS SDK also
// falls back to path-style for bucket names that are not valid host labels (dots), so allow both.
function s3Origins(s3: NonNullable<Config['s3']>): string[] {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const pathStyle = endpoint.origin;
  if (s3.forcePathStyle) return [pathStyle];
  return [`${endpoint.protocol}//${s3.bucket}.${endpoint.host}`, pathStyle];
}
