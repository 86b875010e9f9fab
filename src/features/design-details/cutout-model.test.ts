// The cut-out editor's pure rules: the stroke history behind Undo, Redo and Reset, what is sent to
// PUT .../cutout, brush sizes, pointer → original pixels, and the keyboard shortcuts.
import { describe, expect, it } from 'vitest';
import {
  BRUSH_SIZES,
  CUTOUT_CONFIRM_LABEL,
  EMPTY_HISTORY,
  MAX_STROKE_POINTS,
  MAX_STROKE_RADIUS,
  addStroke,
  canRedo,
  canUndo,
  changeFor,
  cutoutSaveGate,
  cutoutShortcut,
  extendStroke,
  isCutoutConfirmationError,
  redoStroke,
  resetStrokes,
  stepBrushSize,
  strokeRadius,
  thinStroke,
  toImagePoint,
  undoStroke,
  type CutoutStroke,
  type KeyPress,
} from './model';

const keep: CutoutStroke = { mode: 'keep', radius: 12, points: [[10, 10]] };
const remove: CutoutStroke = {
  mode: 'remove',
  radius: 30,
  points: [
    [100, 40],
    [160, 40],
  ],
};
const third: CutoutStroke = { mode: 'keep', radius: 4, points: [[5, 5]] };

describe('stroke history', () => {
  it('starts empty: nothing to undo or redo, and the change is a reset', () => {
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
    expect(canRedo(EMPTY_HISTORY)).toBe(false);
    expect(changeFor(EMPTY_HISTORY)).toEqual({ reset: true });
  });

  it('sends every stroke since the automatic cut-out, in order', () => {
    const history = addStroke(addStroke(EMPTY_HISTORY, keep), remove);
    expect(changeFor(history)).toEqual({ strokes: [keep, remove] });
    expect(canUndo(history)).toBe(true);
  });

  it('undo sends a shorter list, redo the longer one again', () => {
    const painted = addStroke(addStroke(EMPTY_HISTORY, keep), remove);
    const undone = undoStroke(painted);
    expect(changeFor(undone)).toEqual({ strokes: [keep] });
    expect(canRedo(undone)).toBe(true);
    const undoneTwice = undoStroke(undone);
    expect(changeFor(undoneTwice)).toEqual({ reset: true });
    expect(undoStroke(undoneTwice)).toBe(undoneTwice);
    const redone = redoStroke(undoneTwice);
    expect(changeFor(redone)).toEqual({ strokes: [keep] });
    expect(redoStroke(redone)).toEqual(painted);
    expect(redoStroke(painted)).toBe(painted);
  });

  it('a new stroke after an undo drops what could have been redone', () => {
    const history = addStroke(undoStroke(addStroke(addStroke(EMPTY_HISTORY, keep), remove)), third);
    expect(history).toEqual({ strokes: [keep, third], undone: [] });
    expect(canRedo(history)).toBe(false);
  });

  it('reset goes back to the automatic cut-out, and redo brings the strokes back one by one', () => {
    const painted = addStroke(addStroke(EMPTY_HISTORY, keep), remove);
    const reset = resetStrokes(painted);
    expect(changeFor(reset)).toEqual({ reset: true });
    expect(canUndo(reset)).toBe(false);
    expect(changeFor(redoStroke(reset))).toEqual({ strokes: [keep] });
    expect(redoStroke(redoStroke(reset))).toEqual(painted);
    expect(resetStrokes(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
  });

  it('reset after an undo keeps the undone stroke after the reset ones', () => {
    const history = undoStroke(addStroke(addStroke(addStroke(EMPTY_HISTORY, keep), remove), third));
    const reset = resetStrokes(history);
    expect(reset.undone).toEqual([keep, remove, third]);
  });
});

describe('brush size', () => {
  it('steps between the offered sizes and stops at both ends', () => {
    expect(stepBrushSize(24, 1)).toBe(32);
    expect(stepBrushSize(24, -1)).toBe(16);
    expect(stepBrushSize(BRUSH_SIZES[0], -1)).toBe(BRUSH_SIZES[0]);
    expect(stepBrushSize(BRUSH_SIZES.at(-1)!, 1)).toBe(BRUSH_SIZES.at(-1));
    // A size between two steps goes to the neighbouring one.
    expect(stepBrushSize(20, 1)).toBe(24);
    expect(stepBrushSize(20, -1)).toBe(16);
  });

  it('becomes a radius in pixels of the original, within the allowed range', () => {
    const image = { width: 3000, height: 2000 };
    // 24 CSS px across on a 600 px wide display of a 3000 px image: radius 12 × 5.
    expect(strokeRadius(24, 600, image)).toBe(60);
    expect(strokeRadius(96, 100, image)).toBe(MAX_STROKE_RADIUS);
    expect(strokeRadius(1, 6000, image)).toBe(1);
  });
});

describe('pointer to original pixels', () => {
  const image = { width: 765, height: 900 };

  it('scales the displayed box to the original', () => {
    expect(toImagePoint(191.25, 225, 382.5, 450, image)).toEqual([382.5, 450]);
    expect(toImagePoint(0, 0, 382.5, 450, image)).toEqual([0, 0]);
  });

  it('keeps points inside the image (the server refuses coordinates outside it)', () => {
    expect(toImagePoint(-20, 500, 382.5, 450, image)).toEqual([0, 899]);
    expect(toImagePoint(400, -3, 382.5, 450, image)).toEqual([764, 0]);
  });
});

describe('stroke points', () => {
  it('skips points closer than the gap to the last one', () => {
    const start = extendStroke([], [10, 10], 4);
    expect(start).toEqual([[10, 10]]);
    expect(extendStroke(start, [12, 11], 4)).toEqual([[10, 10]]);
    expect(extendStroke(start, [14, 10], 4)).toEqual([
      [10, 10],
      [14, 10],
    ]);
  });

  it('thins a long stroke evenly, keeping both ends', () => {
    const points = Array.from({ length: 1000 }, (_, i): [number, number] => [i, i]);
    const thinned = thinStroke(points);
    expect(thinned).toHaveLength(MAX_STROKE_POINTS);
    expect(thinned[0]).toEqual([0, 0]);
    expect(thinned.at(-1)).toEqual([999, 999]);
    expect(thinStroke(points.slice(0, 3))).toEqual(points.slice(0, 3));
  });
});

describe('keyboard', () => {
  const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('picks the brushes with K/B and R/E, either case', () => {
    for (const key of ['k', 'K', 'b', 'B']) {
      expect(cutoutShortcut(press(key))).toEqual({ kind: 'tool', mode: 'keep' });
    }
    for (const key of ['r', 'R', 'e', 'E']) {
      expect(cutoutShortcut(press(key))).toEqual({ kind: 'tool', mode: 'remove' });
    }
  });

  it('sizes the brush with [ and ]', () => {
    expect(cutoutShortcut(press('['))).toEqual({ kind: 'size', direction: -1 });
    expect(cutoutShortcut(press(']'))).toEqual({ kind: 'size', direction: 1 });
  });

  it('undoes with Ctrl or Cmd+Z and redoes with Shift added (or Ctrl+Y)', () => {
    expect(cutoutShortcut(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(cutoutShortcut(press('z', { metaKey: true }))).toEqual({ kind: 'undo' });
    expect(cutoutShortcut(press('Z', { metaKey: true, shiftKey: true }))).toEqual({
      kind: 'redo',
    });
    expect(cutoutShortcut(press('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
  });

  it('leaves every other key, and browser shortcuts, alone', () => {
    expect(cutoutShortcut(press('z'))).toBeNull();
    expect(cutoutShortcut(press('r', { ctrlKey: true }))).toBeNull();
    expect(cutoutShortcut(press('k', { altKey: true }))).toBeNull();
    expect(cutoutShortcut(press('Enter'))).toBeNull();
  });
});

describe('save and the cut-out', () => {
  const reasons = ['The cut-out runs along the edge of the photo.'];

  it('waits for the designer to confirm a cut-out that must be checked', () => {
    const gate = cutoutSaveGate({ review: 'required', reasons, confirmed: false, refining: false });
    expect(gate?.title).toBe('Check the cut-out before saving');
    expect(gate?.message).toContain(reasons[0]);
    expect(gate?.message).toContain(`“${CUTOUT_CONFIRM_LABEL}”`);
    expect(
      cutoutSaveGate({ review: 'required', reasons, confirmed: true, refining: false }),
    ).toBeNull();
  });

  it('does not wait for a cut-out that is fine or only worth a look', () => {
    for (const review of ['ok', 'suggested'] as const) {
      expect(cutoutSaveGate({ review, reasons, confirmed: false, refining: false })).toBeNull();
    }
  });

  it('waits while the cut-out is being refined', () => {
    expect(
      cutoutSaveGate({ review: 'ok', reasons: [], confirmed: false, refining: true })?.title,
    ).toBe('The cut-out is being refined');
  });

  it('recognises the server refusing an unconfirmed cut-out', () => {
    expect(isCutoutConfirmationError({ code: 'cutout_confirmation_required' })).toBe(true);
    expect(isCutoutConfirmationError({ code: 'validation_error' })).toBe(false);
    expect(isCutoutConfirmationError(null)).toBe(false);
  });
});
