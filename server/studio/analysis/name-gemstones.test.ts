import { describe, expect, it } from 'vitest';
import { readFileName } from './file-name';
import { decideGemstones } from './gemstones';

describe('the stones a file name says', () => {
  it.each([
    ['tanzanite anel esboço.jpg', 'Tanzanite'],
    ['BagueDiamantOrBlanc.JPG', 'Diamonds'],
    ['green_sapphire_final_2.jpg', 'Green sapphire'],
    ['perle_octogone_v2.jpg', 'Pearl'],
    ['Perlenkette.png', 'Pearl'],
    ['pink sapphire halo with diamonds.jpg', 'Pink sapphire, Diamonds'],
    ['anillo esmeralda.jpg', 'Emerald'],
    ['orecchini perla e rubino.jpg', 'Pearl, Ruby'],
  ])('%s -> %s', (file, gemstones) => {
    expect(readFileName(file).gemstones).toBe(gemstones);
  });

  it.each(['IMG_1234.jpg', 'gold ring.jpg', 'pink halo.jpg', 'upload.jpg'])(
    '%s names no stone',
    (file) => {
      expect(readFileName(file).gemstones).toBeNull();
    },
  );
});

describe('decideGemstones: the named stones over the pixels', () => {
  it('takes the name over what the pixels read, and gives a drawing its stones', () => {
    expect(decideGemstones('Diamonds', readFileName('green sapphire ring.jpg'))).toEqual({
      gemstones: 'Green sapphire',
      decidedBy: 'file name',
    });
    expect(decideGemstones('unknown', readFileName('tanzanite ring sketch.png'))).toEqual({
      gemstones: 'Tanzanite',
      decidedBy: 'file name',
    });
  });

  it('keeps the pixels\' reading when the name says no stone, "none" included', () => {
    expect(decideGemstones('none', readFileName('IMG_2231.jpg'))).toEqual({
      gemstones: 'none',
      decidedBy: 'colour and sparkle',
    });
    expect(decideGemstones('unknown', readFileName('upload.jpg'))).toEqual({
      gemstones: 'unknown',
      decidedBy: 'nothing',
    });
  });
});
