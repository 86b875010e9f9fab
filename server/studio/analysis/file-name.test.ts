import { describe, expect, it } from 'vitest';
import { nameFromFileName, readFileName } from './file-name';

describe('readFileName: the type a designer wrote', () => {
  it.each([
    ['gold_ring-v2.jpg', 'ring'],
    ['BagueOr.JPG', 'ring'],
    ['collier perles.png', 'necklace'],
    ['Perlenkette.jpg', 'necklace'],
    ['Halsketten_set.jpg', 'necklace'],
    ['Armketten gold.jpg', 'bracelet'],
    ['Goldring_2023.jpg', 'ring'],
    ['Ohrringe silber.jpg', 'earring'],
    ["boucles d'oreilles or.jpg", 'earring'],
    ['pendientes plata.jpg', 'earring'],
    ['orecchini-perla.png', 'earring'],
    ['ginkgo-drops-14k.jpg', 'earring'],
    ['pearl studs.png', 'earring'],
    ['Montre bracelet.png', 'watch'],
    ['Armbanduhr.jpg', 'watch'],
    ['chain bracelet final.jpg', 'bracelet'],
    ['pulseira prata.jpeg', 'bracelet'],
    ['armband zilver.jpg', 'bracelet'],
    ['tennis bangle.webp', 'bracelet'],
    ['solitaire.heic', 'ring'],
    ['anelloOroRosa.jpg', 'ring'],
    ['kette.png', 'necklace'],
    ['Anhänger Vogel.png', 'necklace'],
    ['gold chain.jpg', 'necklace'],
  ])('%s -> %s', (file, type) => {
    expect(readFileName(file).type).toBe(type);
  });

  it.each([
    'IMG_1234.HEIC',
    'upload.jpg',
    'DSC_0042.JPG',
    'string art.png',
    'ring necklace.jpg',
    '',
  ])('%s says no type', (file) => {
    expect(readFileName(file).type).toBeNull();
  });
});

describe('nameFromFileName: the meaningful words only', () => {
  it.each([
    ['gold_ring-v2.jpg', 'Gold Ring'],
    ['BagueOr.JPG', 'Bague Or'],
    ['collier perles FINAL.png', 'Collier Perles'],
    ['ginkgo-drops-14k final copy.jpg', 'Ginkgo Drops'],
    ['WhatsApp Image 2024-03-01 at 10.22.33.jpeg', null],
    ['IMG_1234.HEIC', null],
    ['PXL_20240311_101522.jpg', null],
    ['upload.jpg', null],
    ['photo_01.jpg', null],
  ])('%s -> %s', (file, name) => {
    expect(nameFromFileName(readFileName(file))).toBe(name);
  });
});
