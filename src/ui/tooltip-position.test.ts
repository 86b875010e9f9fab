import { describe, expect, it } from 'vitest';
import { tooltipPosition, type TooltipLayout } from './tooltip-position';

// A chip at (100, 300) 80×28 with a 200×60 tooltip, in a 1440×900 window.
const layout = (overrides: Partial<TooltipLayout> = {}): TooltipLayout => ({
  trigger: { left: 100, top: 300, width: 80, height: 28 },
  tip: { width: 200, height: 60 },
  viewport: { width: 1440, height: 900 },
  controls: [],
  preferred: 'bottom',
  ...overrides,
});
const editDetailsBelow = { left: 100, top: 344, width: 140, height: 40 };

describe('tooltipPosition', () => {
  it('takes the preferred side when nothing is in the way', () => {
    expect(tooltipPosition(layout())).toMatchObject({ side: 'bottom', top: 336 });
    expect(tooltipPosition(layout({ preferred: 'top' }))).toMatchObject({ side: 'top', top: 232 });
  });

  it('does not cover the control below the trigger (the success chance over Edit Details)', () => {
    const position = tooltipPosition(layout({ controls: [editDetailsBelow] }));
    expect(position.side).toBe('top');
    expect(position.top + position.height).toBeLessThanOrEqual(300);
  });

  it('goes beside the trigger when controls sit above and below', () => {
    const above = { left: 100, top: 240, width: 140, height: 40 };
    const position = tooltipPosition(layout({ controls: [above, editDetailsBelow] }));
    expect(position).toMatchObject({ side: 'right', left: 188 });
  });

  it('flips when the preferred side has no room, and stays inside the viewport', () => {
    const nearBottom = layout({ trigger: { left: 4, top: 850, width: 80, height: 28 } });
    const position = tooltipPosition(nearBottom);
    expect(position.side).toBe('top');
    expect(position.left).toBe(8);
  });

  it('covers the least when every side covers something', () => {
    const everywhere = [
      { left: 0, top: 330, width: 1440, height: 100 },
      { left: 0, top: 260, width: 1440, height: 35 },
      { left: 185, top: 0, width: 1255, height: 900 },
    ];
    const position = tooltipPosition(layout({ controls: everywhere }));
    expect(position.side).toBe('top');
  });
});
