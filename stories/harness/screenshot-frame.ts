/** Where the story checks (.storybook/test-runner.ts) find a story's framing, on the window. */
export const SCREENSHOT_FRAME = '__screenshotFrame';

type FindFrame = () => Element | null;

/**
 * Names the element a story's screenshots should centre on. The story checks otherwise show the
 * top of the page, since where clicks leave the window scrolled depends on timing. A finder rather
 * than the element: a refetch may render the element anew before the screenshot.
 */
export function frameScreenshot(find: FindFrame) {
  (window as unknown as Record<string, FindFrame>)[SCREENSHOT_FRAME] = find;
}
