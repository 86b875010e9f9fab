import { describe, expect, it } from 'vitest';
import { readFileName } from './file-name';
import { decideMaterial } from './material';

describe('the metal a file name says', () => {
  it.each([
    ['rose-gold halo.jpg', 'Rose gold', 'rose gold'],
    ['BagueOrBlanc.JPG', 'White gold', 'or blanc'],
    ['bague or jaune.jpg', 'Yellow gold', 'or jaune'],
    ['anelloOroRosa.jpg', 'Rose gold', 'oro rosa'],
    ['Weißgoldring.png', 'White gold', 'weißgold'],
    ['witgouden ring.jpg', 'White gold', 'witgoud'],
    ['Goldkette.jpg', 'Yellow gold', 'gold'],
    ['kite_wire_gold.jpg', 'Yellow gold', 'gold'],
    ['joncs or.jpg', 'Yellow gold', 'or'],
    ['solitaire_18k_v2.jpg', 'Yellow gold', '18k'],
    ['ginkgo-drops-14kt final.jpg', 'Yellow gold', '14kt'],
    ['anillo plata 925.jpg', 'Silver', 'plata'],
    ['Silberarmband.jpg', 'Silver', 'silberarmband'],
    ['sterling cuff.jpg', 'Silver', 'sterling'],
    ['platinum band.jpg', 'Platinum', 'platinum'],
  ])('%s -> %s ("%s")', (file, metal, words) => {
    const reading = readFileName(file);
    expect(reading.metal).toBe(metal);
    expect(reading.metalWords).toBe(words);
  });

  it.each([
    'IMG_1234.jpg',
    'gold and silver rings.jpg', // two metals say nothing
    'ring or pendant.jpg', // English "or" between two kinds of piece
    '1ct diamond solitaire.jpg', // a stone's carats, not gold's
    'rose motif pendant.jpg', // a colour word alone is no metal
    'upload.jpg',
  ])('%s names no metal', (file) => {
    expect(readFileName(file).metal).toBeNull();
  });
});

describe('decideMaterial: the named metal over the colour', () => {
  it('takes the name over a colour that cannot tell white gold from silver', () => {
    const decision = decideMaterial('Silver', readFileName('BagueDiamantOrBlanc.JPG'));
    expect(decision).toMatchObject({ material: 'White gold', decidedBy: 'file name' });
    expect(decision.reason).toBe('the file name says "or blanc"; the colour reads silver');
  });

  it("names a drawing's metal, which colour never says", () => {
    expect(decideMaterial('unknown', readFileName('gold ring sketch.png'))).toMatchObject({
      material: 'Yellow gold',
      decidedBy: 'file name',
    });
  });

  it('keeps the colour when the name says no metal, and says nothing when neither does', () => {
    expect(decideMaterial('Rose gold', readFileName('IMG_2231.jpg'))).toMatchObject({
      material: 'Rose gold',
      decidedBy: 'colour',
    });
    expect(decideMaterial('unknown', readFileName('upload.jpg'))).toMatchObject({
      material: 'unknown',
      decidedBy: 'nothing',
    });
  });
});
