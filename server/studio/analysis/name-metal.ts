// The metal a file name's words say, the way designers write it: `rose-gold halo.jpg`,
// `BagueOrBlanc.JPG`, `anillo plata 925.jpg`, `solitaire_18k.jpg`, `Weißgoldring.png`. A photo's
// colour cannot tell white gold or platinum from silver, and warm light turns silver golden, so
// a metal the designer named is worth more than the pixels' guess.

/** The metals a name can say (the colour tells only yellow gold, rose gold and silver apart). */
export type NamedMetal = 'Yellow gold' | 'Rose gold' | 'White gold' | 'Silver' | 'Platinum';

/** Words for gold itself (English, French, Spanish, Italian, Portuguese, German, Dutch). */
const GOLD = new Set(['gold', 'golden', 'or', 'oro', 'ouro', 'goud', 'dore']);

/** Words that say which gold, written before or after the gold word (`or blanc`, `rose gold`). */
const GOLD_COLOURS: ReadonlyArray<readonly [NamedMetal, readonly string[]]> = [
  ['White gold', ['white', 'blanc', 'blanco', 'bianco', 'branco', 'weiss', 'weiß', 'wit']],
  ['Rose gold', ['rose', 'rosa', 'pink', 'rosado', 'roze', 'rot', 'red', 'rouge']],
  ['Yellow gold', ['yellow', 'jaune', 'amarillo', 'giallo', 'amarelo', 'gelb', 'geel']],
];

const SILVER = new Set([
  'silver',
  'sterling',
  '925',
  'argent',
  'argente',
  'plata',
  'argento',
  'prata',
  'silber',
  'zilver',
]);

const PLATINUM = new Set(['platinum', 'platine', 'platino', 'platin', 'platina']);

/** Gold's fineness written as karats: `18k`, `14 kt`, `9ct` (split into number and unit). */
const KARATS = new Set(['9', '10', '14', '18', '22', '24']);
const KARAT_UNITS = new Set(['k', 'kt', 'ct', 'karat', 'carat', 'kar']);

/** Compound words (German, Dutch): `weissgold`, `rosegold`, `silberring`, `goldkette`. */
const COMPOUND_GOLD = /^(weiss|weiß|wit|rose|rot|gelb|geel)?(gold|goud)/;
const COMPOUND_SILVER = /^(silber|silver|zilver)/;

export interface NameMetalReading {
  metal: NamedMetal | null;
  /** The words that said it, as they stand in the name (lower case). */
  metalWords: string | null;
}

/**
 * The metal the (plain, lower-case) words name. Unqualified gold (a gold word or karats) is
 * yellow gold, as the trade writes it; a colour word next to it says which gold. Two different
 * metals ("gold and silver") say nothing.
 */
export function metalOfWords(
  words: readonly string[],
  /** Whether a word names a kind of piece: "ring or pendant" is English "or", not gold. */
  namesKind: (word: string) => boolean,
): NameMetalReading {
  const found: Array<{ metal: NamedMetal; said: string }> = [];
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (word === 'or' && before && after && namesKind(before) && namesKind(after)) return;
    const reading = metalOfWordAt(words, index);
    if (reading) found.push(reading);
  });
  const metals = new Set(found.map((f) => f.metal));
  if (metals.size !== 1) return { metal: null, metalWords: null };
  return { metal: found[0]!.metal, metalWords: found[0]!.said };
}

function metalOfWordAt(
  words: readonly string[],
  index: number,
): { metal: NamedMetal; said: string } | null {
  const word = words[index]!;
  if (SILVER.has(word)) return { metal: 'Silver', said: word };
  if (PLATINUM.has(word)) return { metal: 'Platinum', said: word };
  if (GOLD.has(word)) {
    for (const neighbour of [words[index - 1], words[index + 1]]) {
      const colour = goldColour(neighbour);
      if (colour) {
        const pair = neighbour === words[index - 1] ? [neighbour, word] : [word, neighbour];
        return { metal: colour, said: pair.join(' ') };
      }
    }
    return { metal: 'Yellow gold', said: word };
  }
  if (KARAT_UNITS.has(word) && KARATS.has(words[index - 1] ?? '')) {
    return { metal: 'Yellow gold', said: `${words[index - 1]}${word}` };
  }
  const compound = COMPOUND_GOLD.exec(word);
  if (compound) {
    return { metal: goldColour(compound[1]) ?? 'Yellow gold', said: compound[0] };
  }
  if (COMPOUND_SILVER.test(word)) return { metal: 'Silver', said: word };
  return null;
}

function goldColour(word: string | undefined): NamedMetal | null {
  if (!word) return null;
  for (const [metal, list] of GOLD_COLOURS) if (list.includes(word)) return metal;
  return null;
}
