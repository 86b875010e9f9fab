// The address a request comes from, and the key it is rate-limited under.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The socket's peer address; behind a trusted reverse proxy, the last X-Forwarded-For entry (the
 * one that proxy appended: earlier entries come from the client and can be forged).
 */
export function clientAddress(c: Context, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  return socketAddress(c) ?? 'unknown';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request() in a test)
  }
}

/**
 * IPv4 as is; IPv6 reduced to its /64 network, since one subscriber usually holds a whole /64
 * and could otherwise switch addresses to dodge the limit. IPv4-mapped IPv6 counts as IPv4.
 */
export function rateLimitKey(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain.slice(0, 100);
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
