// The first screen's own code, announced in the HTML: every screen is a lazy chunk (routes.tsx),
// which the browser would otherwise discover only once the entry script has downloaded and run,
// one more round trip before anything shows. For the pages a visitor lands on, the app shell
// served at that path lists the screen's chunks (modulepreload) and styles (stylesheet), read from
// the build's manifest, so they download alongside the entry.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Landing pages and the module of their screen (the same as routes.tsx loads). */
export const LANDING_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomeScreen.tsx',
  '/login': 'src/features/auth/LoginScreen.tsx',
  '/signup': 'src/features/auth/SignupScreen.tsx',
  '/pricing': 'src/features/pricing/PricingScreen.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The files a screen needs beyond what the entry already loads: [scripts, styles]. */
export function screenFiles(manifest: Manifest, screenModule: string): [string[], string[]] {
  const entryKeys = new Set<string>();
  const walkEntry = (key: string) => {
    if (entryKeys.has(key) || !manifest[key]) return;
    entryKeys.add(key);
    for (const imported of manifest[key].imports ?? []) walkEntry(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walkEntry(key);

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || entryKeys.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screenModule);
  return [scripts, styles];
}

/** index.html with the screen's preloads before </head>; unchanged for other paths. */
export function withScreenPreloads(html: string, manifest: Manifest, path: string): string {
  const screen = LANDING_SCREENS[path];
  if (!screen || !manifest[screen]) return html;
  const [scripts, styles] = screenFiles(manifest, screen);
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/** The build's manifest (dist/.vite/manifest.json), or undefined without one. */
export async function readManifest(staticDir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(
      await readFile(join(staticDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}
