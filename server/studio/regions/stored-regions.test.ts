// The designer's region kinds carried from one cut-out version's map to the next by overlap.
import { describe, expect, it } from 'vitest';
import type { Region, RegionMap } from './region-map';
import { carriedChoices, DESIGNER_CUE } from './stored-regions';

/** A map of `rows` (one character per grid pixel: a digit is a region id, '.' a line). */
function mapOf(
  rows: string[],
  origin = { x: 0, y: 0 },
  regions: Partial<Region>[] = [],
): RegionMap {
  const width = rows[0]!.length;
  const labels = Uint16Array.from(rows.join('').split(''), (c) => (c === '.' ? 0 : Number(c)));
  const ids = [...new Set(labels)].filter((id) => id > 0);
  return {
    width,
    height: rows.length,
    labels,
    origin,
    scale: 1,
    strokeWidth: 1,
    regions: ids.map((id) => ({
      id,
      kind: 'metal',
      cue: 'a closed shape',
      area: labels.filter((l) => l === id).length,
      box: { x: 0, y: 0, width: 1, height: 1 },
      outline: [],
      ...regions.find((r) => r.id === id),
    })),
  };
}

describe('carriedChoices', () => {
  const before = mapOf(['1111.2222', '1111.2222', '1111.2222', '1111.3333'], { x: 10, y: 5 }, [
    { id: 1, kind: 'stone', cue: DESIGNER_CUE, colour: '#1f5fd0' },
    { id: 2, kind: 'open', cue: DESIGNER_CUE },
  ]);

  it('gives a new region the kind of the chosen region covering more than half of it', () => {
    // Framed one pixel further left: the same shapes under other ids.
    const after = mapOf(['.5555.6666', '.5555.6666', '.5555.6666', '.5555.7777'], { x: 9, y: 5 });
    expect(carriedChoices(before, after)).toEqual([
      { id: 5, kind: 'stone', colour: '#1f5fd0' },
      { id: 6, kind: 'open' },
    ]);
  });

  it('leaves a region the correction changed past half, and regions the designer did not set', () => {
    // Region 4 lies half on region 2 (chosen) and half on region 3 (the studio's): not more than
    // half on a chosen region, so it keeps its own kind; region 5 lies wholly on region 2.
    const after = mapOf(['1111.5555', '1111.5555', '1111.4444', '1111.4444'], { x: 10, y: 5 });
    expect(carriedChoices(before, after)).toEqual([
      { id: 1, kind: 'stone', colour: '#1f5fd0' },
      { id: 5, kind: 'open' },
    ]);
  });

  it('carries nothing from a map without the designer’s choices', () => {
    const plain = mapOf(['1111.2222']);
    expect(carriedChoices(plain, plain)).toEqual([]);
  });
});
