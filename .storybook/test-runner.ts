import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { getStoryContext, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { viewports } from '../src/ui/theme/breakpoints.ts';
import { SCREENSHOT_FRAME } from '../stories/harness/screenshot-frame.ts';

// Feature stories are checked at both layouts; ui primitives at one modest canvas.
const sizes = { ...viewports, ui: { width: 800, height: 600 } } as const;
type SizeName = keyof typeof sizes;

const root = process.cwd();
const snapshotsDir = path.join(root, 'stories', '__screenshots__');
const diffDir = path.join(root, 'test-results', 'screenshot-diffs');

const isFeature = (context: TestContext) => context.id.startsWith('features-');

/** The size a story's play function runs at: its viewport global if it sets one. */
async function primarySize(page: Page, context: TestContext): Promise<SizeName> {
  const story = await getStoryContext(page, context);
  // A prepared story keeps its own `globals: {...}` annotation as storyGlobals.
  const globals = (story as { storyGlobals?: { viewport?: { value?: string } } }).storyGlobals;
  const chosen = globals?.viewport?.value;
  if (chosen === 'narrow' || chosen === 'wide') return chosen;
  return isFeature(context) ? 'wide' : 'ui';
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Network idle, but bounded: a Loading story holds its request open on purpose, and whether the
  // browser counts that request (answered by MSW's service worker) as in flight varies by run.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames: layout from a resize or a late state update has painted.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scroll to the element the story framed (else the top) and drop focus: a story otherwise inherits
 * them from the previous story rendered in the same page, or from the timing of its own clicks.
 */
async function resetPage(page: Page) {
  await page.evaluate((key) => {
    window.scrollTo(0, 0);
    const find = (window as unknown as Record<string, (() => Element | null) | undefined>)[key];
    find?.()?.scrollIntoView({ block: 'center' });
    (document.activeElement as HTMLElement | null)?.blur?.();
  }, SCREENSHOT_FRAME);
}

/**
 * When the story framed an element, wait (up to 10 s) until it is there and in view, scrolling to
 * it again meanwhile: a resize can mount the framed part again (another layout), and a busy machine
 * takes a while to show it; a screenshot taken before that shows the top of the page.
 */
async function waitForFrame(page: Page) {
  await page
    .waitForFunction(
      (key) => {
        const find = (window as unknown as Record<string, (() => Element | null) | undefined>)[key];
        if (!find) return true;
        const element = find();
        if (!element) return false;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      },
      SCREENSHOT_FRAME,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined); // still missing: the screenshot shows it, and the diff says so
}

/** Forget the previous story's framing before the next one renders. */
async function forgetFrame(page: Page) {
  await page.evaluate((key) => {
    delete (window as unknown as Record<string, unknown>)[key];
  }, SCREENSHOT_FRAME);
}

/** The committed baseline of a story at a size, if there is one. */
function baseline(identifier: string): Buffer | null {
  const file = path.join(snapshotsDir, `${identifier}.png`);
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * A screenshot once two consecutive ones agree: on a loaded machine a late frame (a snackbar
 * sliding in, focus returning after a busy button, content settling under the framed element)
 * otherwise lands in one capture and not the next. The page is framed again before each capture.
 * A first capture identical to the baseline is the settled screen already: one capture instead
 * of two for most stories.
 */
async function stableScreenshot(page: Page, expected: Buffer | null): Promise<Buffer> {
  const capture = async () => {
    await resetPage(page);
    await waitForFrame(page);
    return page.screenshot({ animations: 'disabled', caret: 'hide' });
  };
  let previous = await capture();
  if (expected && previous.equals(expected)) return previous;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await capture();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** axe on the page, serious and critical violations failing the story. */
async function accessibilityCheck(page: Page) {
  await checkA11y(page, 'body', {
    includedImpacts: ['critical', 'serious'],
    // Violations in full, without the selectors and details of every passing node, which
    // axe's own docs name as its slow part: about 0.4 s a check here, 0.25 s with this.
    axeOptions: { resultTypes: ['violations'] },
    verbose: false,
    detailedReport: true,
    detailedReportOptions: { html: true },
  });
}

async function checkAt(page: Page, context: TestContext, size: SizeName) {
  await page.setViewportSize(sizes[size]);
  // Feature screenshots show the top of the page (or the story's framed element) without a focus
  // ring: where a play function's clicks leave scroll and focus depends on timing (focus returning
  // from a dialog scrolls its trigger into view, a busy button drops focus). Focus styles are
  // checked by the ui stories.
  if (isFeature(context)) {
    await waitForFrame(page);
    await resetPage(page);
  }
  await settle(page);
  // Before the screenshot, so a missing file is named rather than shown as a pixel diff.
  expectNoFailedRequests(page);
  await accessibilityCheck(page);
  const identifier = `${context.id}--${size}`;
  const expected = baseline(identifier);
  const image = isFeature(context)
    ? await stableScreenshot(page, expected)
    : await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // The same PNG bytes are the same pixels: a pass with no decoding and diffing, which costs
  // about half a second a screenshot (jest-image-snapshot diffs in a child process of its own).
  // Most screenshots are their baseline's bytes exactly; the rest go through the tolerant diff.
  if (expected && image.equals(expected)) return;
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    customDiffDir: diffDir,
    storeReceivedOnFailure: true,
    customReceivedDir: diffDir,
    // Next to exact: at most 0.002% of the pixels (about 10 at 800x600) may differ, which absorbs
    // a single sub-pixel edge that renders differently between runs. A real change moves far more:
    // a 2 px padding change on a chip moved 378 pixels or more, and fails.
    failureThreshold: 0.00002,
    failureThresholdType: 'percent',
  });
}

/**
 * Requests for the Storybook's own files that failed since the story began (a 404 image: a root
 * path such as /mock-images/... when the build is served from a sub-folder), per page. Calls to
 * /api and /auth are MSW's and may fail on purpose; so may the one image no story serves.
 */
const failedRequests = new WeakMap<Page, string[]>();
const DELIBERATE_FAILURES = [/^\/api\//, /^\/auth\/v1\//, /\/mock-images\/missing\.webp$/];

function watchRequests(page: Page) {
  const known = failedRequests.get(page);
  if (known) {
    known.length = 0;
    return;
  }
  const failed: string[] = [];
  failedRequests.set(page, failed);
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    if (DELIBERATE_FAILURES.some((pattern) => pattern.test(pathname))) return;
    failed.push(`${response.status()} ${pathname}`);
  });
}

function expectNoFailedRequests(page: Page) {
  const failed = failedRequests.get(page) ?? [];
  if (failed.length > 0) {
    throw new Error(`Requests for the Storybook's files failed:\n  ${failed.join('\n  ')}`);
  }
}

/**
 * The phases of the story's own render, recorded in the page from Storybook's channel. The
 * runner goes on at the first "story finished" event it hears, whichever story sent it, and a
 * retry of the story on screen is answered "unchanged" without playing it again: in CI a failed
 * play function went unreported, its half-played screen was screenshotted, and both retries saw
 * that same frame.
 */
const WATCH = '__storyChecksWatch';
interface StoryWatch {
  storyId: string;
  phases: string[];
  error: string | null;
}

async function watchStory(page: Page, storyId: string) {
  await page.evaluate(
    ({ key, storyId }) => {
      type Channel = { on(event: string, listener: (data: never) => void): void };
      const scope = window as unknown as Record<string, unknown> & {
        __STORYBOOK_ADDONS_CHANNEL__: Channel;
      };
      const fresh: StoryWatch = { storyId, phases: [], error: null };
      if (!scope[key]) {
        const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
        channel.on('storyRenderPhaseChanged', (event: { newPhase: string; storyId: string }) => {
          const watch = scope[key] as StoryWatch;
          if (event.storyId !== watch.storyId) return;
          if (event.newPhase === 'loading') watch.error = null; // a new pass begins
          watch.phases.push(event.newPhase);
        });
        channel.on('playFunctionThrewException', (error: { message?: string }) => {
          (scope[key] as StoryWatch).error = error.message ?? 'unknown error';
        });
      }
      scope[key] = fresh;
    },
    { key: WATCH, storyId },
  );
}

const readWatch = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, StoryWatch>)[key], WATCH);

/**
 * Wait until the story's play function and checks are done. A retry that Storybook answered
 * "unchanged" remounts the story, so that it is really played again.
 */
async function untilStoryFinished(page: Page, storyId: string) {
  const before = (await readWatch(page)).phases;
  // Unchanged: a render was prepared, found equal to the one on screen, and dropped unplayed.
  const unchanged = !before.includes('loading');
  if (unchanged) {
    await page.evaluate((id) => {
      const scope = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
      };
      scope.__STORYBOOK_ADDONS_CHANNEL__.emit('forceRemount', { storyId: id });
    }, storyId);
  }
  const finished = await page
    .waitForFunction(
      (key) => (window as unknown as Record<string, StoryWatch>)[key].phases.at(-1) === 'finished',
      WATCH,
      { timeout: 50_000, polling: 100 },
    )
    .then(() => true)
    .catch(() => false);
  const { phases, error } = await readWatch(page);
  // Worth knowing: in CI the runner once went on while a play function was failing unreported.
  const early =
    !unchanged && before.at(-1) !== 'finished' ? ` (the runner went on in ${before.at(-1)})` : '';
  if (!finished) throw new Error(`${storyId} did not finish${early}: ${phases.join(', ')}`);
  if (error) throw new Error(`${storyId}: the play function failed${early}: ${error}`);
  if (early) console.warn(`${storyId}: ${early}`);
}

interface JestRetries {
  retryTimes(times: number, options: { logErrorsBeforeRetry: boolean }): void;
}

const config: TestRunnerConfig = {
  /**
   * The test-runner's own preparation (open the preview), with the accessibility addon set to
   * manual: it would otherwise run axe after every story for its panel, a result the test-runner
   * never reads here (a story with a missing alt text passed with only that run), while the
   * checks below run axe at each size. About 0.2 s of each story's time. This replaces the
   * test-runner's default preparation (its `page.goto` of iframe.html): compare it with the
   * default after upgrading @storybook/test-runner.
   */
  async prepare({ page }) {
    const preview = new URL('iframe.html', process.env.TARGET_URL);
    preview.searchParams.set('globals', 'a11y.manual:!true');
    await page.goto(preview.toString(), { waitUntil: 'load' });
    // STORY_CPU_THROTTLE=4 runs every story on a CPU that many times slower (with STORY_RETRIES=0):
    // a play function that races the screen fails at once instead of now and then in CI.
    const throttle = Number(process.env.STORY_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
  },
  setup() {
    expect.extend({ toMatchImageSnapshot });
    // On a loaded 2-core machine a story sometimes settles a frame late (focus returning after a
    // busy button, scroll after a resize with a dialog open). A story is visited again up to twice
    // and the failure is logged; a real change fails every visit.
    // Jest's ESM runtime exposes its `jest` object on import.meta (this module runs inside it).
    const { jest } = import.meta as unknown as { jest?: JestRetries };
    jest?.retryTimes(Number(process.env.STORY_RETRIES ?? 2), { logErrorsBeforeRetry: true });
  },
  async preVisit(page, context) {
    watchRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // ui stories set up their own focus (keyboard stories) and never scroll: left as they are.
    if (isFeature(context)) {
      await forgetFrame(page);
      await resetPage(page);
    }
    await page.setViewportSize(sizes[await primarySize(page, context)]);
    // Stories render in one page without reloading it, so axe stays from the first story's visit
    // (injecting its 0.5 MB script for every story took about 0.2 s each).
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    await watchStory(page, context.id);
  },
  async postVisit(page, context) {
    await untilStoryFinished(page, context.id);
    const primary = await primarySize(page, context);
    await checkAt(page, context, primary);
    if (isFeature(context)) await checkAt(page, context, primary === 'narrow' ? 'wide' : 'narrow');
  },
};

export default config;
