// Landing pages painted by the build (src/api/first-paint.ts, scripts/prerender.ts): for a visitor
// with no session on this device, the app shell at `/`, `/pricing` and `/login` carries the page's
// markup in its root, in the layout the device most likely has, and the app hydrates it. A visitor
// with a session (the marker cookie) gets the plain shell: their page is not the anonymous one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PATHS,
  prerenderedFile,
  type PrerenderedLayout,
  type PrerenderedPath,
} from '../../src/api/first-paint';
import { hasSessionMarker } from '../../src/api/session-marker';

/** Request headers the choice of painted page depends on (for `Vary`). */
export const PAINT_VARY = ['Cookie', 'User-Agent', 'Sec-CH-UA-Mobile'];

const isPrerenderedPath = (path: string): path is PrerenderedPath =>
  (PRERENDERED_PATHS as readonly string[]).includes(path);

/**
 * Which painted page suits this request, or undefined when the plain shell should go. Phones say
 * so in the user agent (and Chromium's `Sec-CH-UA-Mobile`); anything else gets the wide layout,
 * and the app re-renders once if the window disagrees.
 */
export function paintFor(
  path: string,
  headers: { cookie?: string; userAgent?: string; mobileHint?: string },
): { path: PrerenderedPath; layout: PrerenderedLayout } | undefined {
  if (!isPrerenderedPath(path) || hasSessionMarker(headers.cookie)) return undefined;
  const mobile =
    headers.mobileHint === '?1' || /\bMobi|Android|iPhone|iPod/.test(headers.userAgent ?? '');
  return { path, layout: mobile ? 'narrow' : 'wide' };
}

/** The build's painted root for a page, or undefined when the build has none. */
export async function readPainted(
  staticDir: string,
  paint: { path: PrerenderedPath; layout: PrerenderedLayout },
): Promise<string | undefined> {
  const file = join(staticDir, '.prerendered', prerenderedFile(paint.path, paint.layout));
  return readFile(file, 'utf8').catch(() => undefined);
}

/** index.html with the painted markup inside its (empty) root element. */
export function withPaintedRoot(html: string, markup: string, layout: PrerenderedLayout): string {
  const emptyRoot = '<div id="root"></div>';
  if (!html.includes(emptyRoot)) return html;
  return html.replace(
    emptyRoot,
    () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${layout}">${markup}</div>`,
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/static\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into it: a painted page then needs no request before its first
 * paint but the HTML itself (the CSP allows inline styles). A file that cannot be read, or could
 * end the element early, stays a link.
 */
export async function withInlineStyles(html: string, staticDir: string): Promise<string> {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const contents = new Map<string, string>();
  for (const file of new Set(files)) {
    const css = await readFile(join(staticDir, file), 'utf8').catch(() => undefined);
    if (css !== undefined && !/<\/style/i.test(css)) contents.set(file, css);
  }
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = contents.get(file);
    return css === undefined ? link : `<style data-href="${file}">${css}</style>`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The file in the build's public folder that loads the app after the first paint. */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';

/**
 * A painted page shows without its scripts, which only make it interactive: a small deferred
 * script fetches them after the first frame is on screen, so they do not compete with the page,
 * its styles and its fonts for a slow network. Unchanged when the shell has no module entry.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const loader =
    `<script defer src="${AFTER_FIRST_PAINT_SCRIPT}" data-entry="${entry}"` +
    ` data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}
