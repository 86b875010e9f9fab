import { describe, expect, it } from 'vitest';
import type { CutoutRegion } from '../../api/asset';
import {
  DEFAULT_STONE_COLOUR,
  OUTSIDE_REGION_ID,
  regionsFrame,
  shownRegions,
  stoneColourFor,
} from './region-model';

const region = (id: number, area: number, box = { x: 10, y: 10, width: 20, height: 20 }) =>
  ({
    id,
    kind: 'metal',
    area,
    box,
    cue: '',
    outline: [
      [0, 0],
      [1, 0],
      [1, 1],
    ],
  }) as CutoutRegion;

describe('region tool rules', () => {
  it('takes a stone’s colour from the first gem the gemstones field names', () => {
    expect(stoneColourFor('Pink sapphire, diamonds')).toEqual({ colour: '#f2a7b8', gem: 'pink' });
    expect(stoneColourFor('Sapphire')).toEqual({ colour: '#2455c3', gem: 'sapphire' });
    expect(stoneColourFor('emerald and pearls').gem).toBe('emerald');
    expect(stoneColourFor('')).toEqual({ colour: DEFAULT_STONE_COLOUR, gem: null });
    expect(stoneColourFor(null).gem).toBeNull();
  });

  it('shows every region but the outside, largest first so the smaller take the click', () => {
    const shown = shownRegions([region(OUTSIDE_REGION_ID, 9000), region(3, 10), region(2, 500)]);
    expect(shown.map((r) => r.id)).toEqual([2, 3]);
  });

  it('frames the regions with a margin, inside the cut-out', () => {
    expect(
      regionsFrame([region(2, 1, { x: 100, y: 50, width: 200, height: 100 })], {
        width: 400,
        height: 300,
      }),
    ).toEqual({
      x: 80,
      y: 30,
      width: 240,
      height: 140,
    });
  });
});
