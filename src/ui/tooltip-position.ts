// Where a tooltip goes: on the preferred side of its trigger, inside the viewport, and never over
// another control (a hint under a chip once hid the Edit Details button below it). Pure geometry,
// so the rule is tested without a browser.

export type TooltipSide = 'top' | 'bottom' | 'right' | 'left';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TooltipLayout {
  trigger: Box;
  tip: { width: number; height: number };
  viewport: { width: number; height: number };
  /** Other controls on screen (buttons, links, fields), which the tooltip should leave visible. */
  controls: readonly Box[];
  preferred: 'top' | 'bottom';
}

const GAP = 8;
const EDGE = 8;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function placeAt(side: TooltipSide, { trigger, tip, viewport }: TooltipLayout): Box {
  const centreX = trigger.left + trigger.width / 2 - tip.width / 2;
  const centreY = trigger.top + trigger.height / 2 - tip.height / 2;
  const left =
    side === 'right'
      ? trigger.left + trigger.width + GAP
      : side === 'left'
        ? trigger.left - GAP - tip.width
        : clamp(centreX, EDGE, viewport.width - EDGE - tip.width);
  const top =
    side === 'top'
      ? trigger.top - GAP - tip.height
      : side === 'bottom'
        ? trigger.top + trigger.height + GAP
        : clamp(centreY, EDGE, viewport.height - EDGE - tip.height);
  return { left, top, width: tip.width, height: tip.height };
}

const fits = (box: Box, viewport: TooltipLayout['viewport']) =>
  box.left >= EDGE &&
  box.top >= EDGE &&
  box.left + box.width <= viewport.width - EDGE &&
  box.top + box.height <= viewport.height - EDGE;

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The first side, in the order preferred, opposite, right, left, that fits the viewport and covers
 * no control; else the fitting side covering the least; else the preferred side (clamped).
 */
export function tooltipPosition(layout: TooltipLayout): Box & { side: TooltipSide } {
  const opposite = layout.preferred === 'top' ? 'bottom' : 'top';
  const sides: TooltipSide[] = [layout.preferred, opposite, 'right', 'left'];
  const candidates = sides
    .map((side) => {
      const box = placeAt(side, layout);
      const covered = layout.controls.reduce((sum, control) => sum + overlap(box, control), 0);
      return { ...box, side, covered };
    })
    .filter((candidate) => fits(candidate, layout.viewport));
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (chosen, candidate) => (!chosen || candidate.covered < chosen.covered ? candidate : chosen),
    undefined,
  );
  if (best)
    return {
      left: best.left,
      top: best.top,
      width: best.width,
      height: best.height,
      side: best.side,
    };
  const fallback = placeAt(layout.preferred, layout);
  return {
    ...fallback,
    left: clamp(fallback.left, EDGE, layout.viewport.width - EDGE - fallback.width),
    top: clamp(fallback.top, EDGE, layout.viewport.height - EDGE - fallback.height),
    side: layout.preferred,
  };
}
