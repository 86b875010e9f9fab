import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

/**
 * Motion only for people who have not asked for less. Closed-state styles live inside this query
 * too, so with reduced motion an overlay is never transparent or offset, not even for a frame.
 */
export const motionOk = '(prefers-reduced-motion: no-preference)';

/** The dimmed page behind a modal overlay (dialog, drawer), fading with Headless UI's data-closed. */
export const overlayBackdrop = (duration: string) =>
  style({
    position: 'fixed',
    inset: 0,
    background: vars.color.overlay,
    '@media': {
      [motionOk]: {
        transition: `opacity ${duration} ${vars.motion.easing}`,
        selectors: { '&[data-closed]': { opacity: 0 } },
      },
    },
  });
