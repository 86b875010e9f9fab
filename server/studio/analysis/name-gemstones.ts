// The stones a file name's words say, the way designers write them: `tanzanite ring.jpg`,
// `BagueDiamant.JPG`, `green_sapphire_final.jpg`, `Perlenkette.png`. Colour reads a few stones
// from a photo and none from a drawing; a stone the designer named is worth more, and it gives a
// drawing's stones their colour in the region tool.

/** Each stone as the gemstones field writes it, and its words in seven languages. */
const GEMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Diamonds', ['diamond', 'diamonds', 'diamant', 'diamants', 'diamante', 'diamantes', 'brillant']],
  ['Sapphire', ['sapphire', 'sapphires', 'saphir', 'saphire', 'zafiro', 'zaffiro', 'safira']],
  ['Ruby', ['ruby', 'rubies', 'rubis', 'rubi', 'rubino', 'rubin', 'robijn']],
  ['Emerald', ['emerald', 'emeralds', 'emeraude', 'esmeralda', 'smeraldo', 'smaragd']],
  ['Amethyst', ['amethyst', 'amethyste', 'amatista', 'ametista', 'amethist']],
  ['Pearl', ['pearl', 'pearls', 'perle', 'perles', 'perla', 'perlas', 'perola', 'parel', 'parels']],
  ['Tanzanite', ['tanzanite', 'tanzanit']],
  ['Topaz', ['topaz', 'topaze', 'topacio', 'topazio', 'topas']],
  ['Aquamarine', ['aquamarine', 'aquamarin', 'aguamarina', 'acquamarina']],
  ['Opal', ['opal', 'opals', 'opale', 'opalo']],
  ['Garnet', ['garnet', 'grenat', 'granate', 'granat']],
  ['Morganite', ['morganite']],
  ['Peridot', ['peridot']],
  ['Citrine', ['citrine', 'citrin']],
  ['Onyx', ['onyx']],
];

/** A colour written just before a stone names its kind: a pink sapphire, a black pearl. */
const STONE_COLOURS = new Set(['pink', 'green', 'yellow', 'blue', 'white', 'black', 'golden']);

/** Heads of compound words (German, Dutch): `Perlenkette`, `Diamantring`, `Saphirring`. */
const COMPOUND_HEADS: ReadonlyArray<readonly [string, string]> = [
  ['perlen', 'Pearl'],
  ['diamant', 'Diamonds'],
  ['saphir', 'Sapphire'],
  ['smaragd', 'Emerald'],
  ['rubin', 'Ruby'],
];

/**
 * The stones the (plain, lower-case) words name, in the order they are written, as the
 * gemstones field writes them ("Pink sapphire, Diamonds"); null when none.
 */
export function gemstonesOfWords(words: readonly string[]): string | null {
  const stones: string[] = [];
  words.forEach((word, index) => {
    const gem = gemOfWord(word);
    if (!gem) return;
    const colour = words[index - 1];
    const coloured = colour && STONE_COLOURS.has(colour) && gem !== 'Diamonds';
    const stone = coloured ? `${capitalised(colour)} ${gem.toLowerCase()}` : gem;
    if (!stones.includes(stone)) stones.push(stone);
  });
  return stones.length > 0 ? stones.join(', ') : null;
}

function gemOfWord(word: string): string | null {
  for (const [gem, list] of GEMS) if (list.includes(word)) return gem;
  if (word.length < 8) return null;
  for (const [head, gem] of COMPOUND_HEADS) if (word.startsWith(head)) return gem;
  return null;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
