// Debian's Chromium driven by playwright-core (no browser downloads on our machines).
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error -- a plain ESM script shared with the story checks; it has no type declarations.
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

/** `extraArgs`: e.g. a remote-debugging port for Lighthouse (scripts/check-budget.ts). */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: (ensureChromium as () => string)(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });

export const viewports = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const;
