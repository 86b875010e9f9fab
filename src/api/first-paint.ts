// The first paint of a landing page comes with the HTML: the build renders `/`, `/pricing` and
// `/login` as an anonymous visitor sees them (scripts/prerender.ts), in a narrow and a wide layout,
// and the server puts one into the page for a visitor with no session on this device. The app then
// hydrates that markup instead of painting from scratch, so the largest text shows before the
// JavaScript has downloaded.

/** Pages painted by the build, as a visitor lands on them signed out. */
export const PRERENDERED_PATHS = ['/', '/pricing', '/login'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** The layouts painted: `useIsLarge` answers from this while hydrating. */
export const PRERENDERED_LAYOUTS = ['narrow', 'wide'] as const;
export type PrerenderedLayout = (typeof PRERENDERED_LAYOUTS)[number];

/** The root element's attribute naming the layout the server painted (absent: nothing painted). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The file the build writes for a page and layout, under the build's hidden folder. */
export const prerenderedFile = (path: PrerenderedPath, layout: PrerenderedLayout): string =>
  `${path === '/' ? 'home' : path.slice(1)}.${layout}.html`;
