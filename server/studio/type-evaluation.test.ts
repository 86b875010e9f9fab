// The type on a few held-out generated scenes (odd indices of seed 1, `npm run eval:types`), the
// whole upload path (cut-out, then the analysis on it), every one named `earrings.jpg`: the image
// wins when it clearly shows something else, and real pairs of earrings stay earrings.
import { describe, expect, it } from 'vitest';
import { metalFamily } from './analysis-evaluation';
import {
  type TypeRow,
  confuseMetals,
  confuseStones,
  confuseTypes,
  evaluateTypeScene,
} from './type-evaluation';

const SEED = 1;
const LONG_SIDE = 1024;

describe('the type of a pair on generated held-out scenes named earrings.jpg', () => {
  it.each([
    [99, 'necklaces', 'necklace', /two necklaces, not earrings/],
    [25, 'bracelets', 'bracelet', /two bracelets, not earrings/],
    [33, 'studs', 'earring', /two matching parts side by side/],
    [49, 'hoops', 'earring', /two matching parts side by side/],
  ])(
    'scene %i (%s) reads as %s, and the reason names the cue',
    async (index, piece, type, reason) => {
      const row = await evaluateTypeScene(SEED, index, LONG_SIDE);
      expect(row.split).toBe('held-out');
      expect(row.piece).toBe(piece);
      const named = row.runs.misleading;
      expect(named.uploadName).toBe('earrings.jpg');
      expect(named.type).toBe(type);
      expect(named.reason).toMatch(reason);
      expect(row.runs.stripped.type).toBe(type);
    },
    120_000,
  );
});

describe('the confusion of types', () => {
  const row = (
    truth: TypeRow['truth'],
    stripped: TypeRow['truth'],
    metal: TypeRow['metal'] = { truth: 'yellow gold', colour: 'yellow gold' },
    stones: TypeRow['stones'] = { truth: [], read: 'none' },
  ): TypeRow => {
    const answer = (type: TypeRow['truth']) => ({
      uploadName: 'upload.jpg',
      type,
      decidedBy: 'shape',
      reason: '',
    });
    return {
      index: 0,
      name: 'scene',
      piece: 'bangle',
      split: 'tune',
      truth,
      metal,
      stones,
      review: 'ok',
      runs: { stripped: answer(stripped), misleading: answer('earring'), realistic: answer(truth) },
      ms: 0,
    };
  };

  it('counts each answer under its true type, per naming run', () => {
    const rows = [row('bracelet', 'ring'), row('bracelet', 'ring'), row('bracelet', 'bracelet')];
    rows.push(row('watch', 'watch'));
    expect(confuseTypes(rows, 'stripped')).toEqual({
      bracelet: { ring: 2, bracelet: 1 },
      watch: { watch: 1 },
    });
    expect(confuseTypes(rows, 'misleading')).toEqual({
      bracelet: { earring: 3 },
      watch: { earring: 1 },
    });
  });

  it("counts the colour's metal under the true family, unknown when it read none", () => {
    const rows = [
      row('ring', 'ring', { truth: 'yellow gold', colour: 'white metal' }),
      row('ring', 'ring', { truth: 'yellow gold', colour: null }),
      row('ring', 'ring', { truth: 'white metal', colour: 'white metal' }),
    ];
    expect(confuseMetals(rows)).toEqual({
      'yellow gold': { 'white metal': 1, unknown: 1 },
      'white metal': { 'white metal': 1 },
    });
    expect(metalFamily('Platinum')).toBe('white metal');
    expect(metalFamily('unknown')).toBeNull();
  });

  it('counts the stones read against the stones set: none is right only without stones', () => {
    const stones = (truth: string[], read: string) =>
      row('ring', 'ring', undefined, { truth, read });
    const rows = [
      stones([], 'none'),
      stones([], 'Sapphire'),
      stones(['Diamonds'], 'Diamonds'),
      stones(['Diamonds'], 'none'),
      stones(['Sapphire', 'Diamonds'], 'Diamonds'),
      stones(['Ruby'], 'Pink sapphire'),
      stones(['Pearls'], 'unknown'),
    ];
    const line = (right: number, other: number, none: number, unknown: number) => ({
      right,
      'another stone': other,
      none,
      unknown,
    });
    expect(confuseStones(rows)).toEqual({
      'no stones': line(1, 1, 0, 0),
      Diamonds: line(1, 0, 1, 0),
      coloured: line(1, 1, 0, 0),
      Pearls: line(0, 0, 0, 1),
    });
  });
});
