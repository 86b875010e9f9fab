// The links the service e-mails, all to GET /verify as Supabase's are: a one-time token, the
// link's type, where to return (the client's `redirect_to`, checked again when the link is opened)
// and, with PKCE, the client's challenge, so only the browser that asked can finish.
import type { Context } from 'hono';
import { emailNotSent } from './gotrue-errors';
import { stringField, type LocalAuthContext } from './local-auth-context';
import type { LinkEmailKind } from './mailer';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens';
import { readPkceChallenge } from './pkce';
import { safeRedirect } from './redirects';

/** The `type` of a link, as Supabase names it in the URL and in POST /verify. */
export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

// As in Supabase's "Error sending ... email".
const WHAT: Record<LinkType, string> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic link',
  email_change: 'email change',
};

const KIND_OF: Record<LinkType, LinkEmailKind> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** A fresh link token and the digest that is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = newOpaqueToken();
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function verifyLink(
  ctx: LocalAuthContext,
  c: Context,
  { token, type, body }: { token: string; type: LinkType; body: Record<string, unknown> },
): string {
  const link = new URL(`${ctx.baseUrl}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set(
    'redirect_to',
    safeRedirect(c.req.query('redirect_to'), ctx.config.publicUrl).toString(),
  );
  const pkce = readPkceChallenge(
    stringField(body, 'code_challenge'),
    stringField(body, 'code_challenge_method'),
  );
  if (pkce) {
    link.searchParams.set('code_challenge', pkce.codeChallenge);
    link.searchParams.set('code_challenge_method', pkce.method);
  }
  return link.toString();
}

/** E-mails a link; a mail server that refuses it is a 503 (the request may be repeated). */
export async function sendLink(
  ctx: LocalAuthContext,
  type: LinkType,
  to: string,
  link: string,
): Promise<void> {
  try {
    await ctx.mailer.send({ kind: KIND_OF[type], to, link });
  } catch (error) {
    ctx.logger.error('Sending an e-mail failed', { kind: KIND_OF[type], error });
    throw emailNotSent(WHAT[type]);
  }
}
