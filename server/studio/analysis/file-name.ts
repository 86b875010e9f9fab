// What the uploaded file's name says, read the way designers name files: `gold_ring-v2.jpg`,
// `BagueOr.JPG`, `collier perles.png`, `IMG_1234.HEIC`. Its words give a prior for the kind of
// piece (in English and a few common languages), for its metal and stones, and, when some are
// meaningful, the design's name. Camera names, numbers, versions and "final" mean nothing and
// are dropped.
import type { JewelryType } from '../../../src/api/catalogue';
import { gemstonesOfWords } from './name-gemstones';
import { metalOfWords, type NamedMetal } from './name-metal';

export interface FileNameReading {
  /** Lower-case, accent-free words of the name, without the extension. */
  words: string[];
  /** The kind of piece the name's words say, or null when none does (or they disagree). */
  type: JewelryType | null;
  /** The word that said it, as written in the name (lower case). */
  typeWord: string | null;
  /** The metal the name's words say (name-metal.ts), or null when none does (or they disagree). */
  metal: NamedMetal | null;
  /** The words that said it (lower case). */
  metalWords: string | null;
  /** The stones the name's words say (name-gemstones.ts), as the gemstones field writes them. */
  gemstones: string | null;
  /** The name's meaningful words as the designer wrote them (cased), for the design's name. */
  nameWords: string[];
}

/**
 * Words naming each kind of piece: English, French, Spanish, Italian, German, Portuguese, Dutch
 * (singular and plural, accents removed). "Pendant" is a necklace (spec: pendant -> necklace).
 */
const TYPE_WORDS: Record<JewelryType, readonly string[]> = {
  earring: [
    'earring',
    'earrings',
    'stud',
    'studs',
    'hoop',
    'hoops',
    'drops',
    'dangles',
    'huggies',
    'ear',
    'ears',
    'boucle',
    'boucles',
    'oreille',
    'oreilles',
    'puces',
    'creole',
    'creoles',
    'pendientes',
    'aretes',
    'arete',
    'aros',
    'zarcillos',
    'orecchini',
    'orecchino',
    'ohrring',
    'ohrringe',
    'ohrstecker',
    'creolen',
    'brinco',
    'brincos',
    'argolas',
    'oorbel',
    'oorbellen',
    'oorknopjes',
  ],
  watch: [
    'watch',
    'watches',
    'wristwatch',
    'timepiece',
    'chronograph',
    'montre',
    'montres',
    'reloj',
    'relojes',
    'orologio',
    'orologi',
    'uhr',
    'uhren',
    'armbanduhr',
    'relogio',
    'relogios',
    'horloge',
    'horloges',
  ],
  bracelet: [
    'bracelet',
    'bracelets',
    'bangle',
    'bangles',
    'cuff',
    'cuffs',
    'armlet',
    'jonc',
    'joncs',
    'manchette',
    'gourmette',
    'pulsera',
    'pulseras',
    'brazalete',
    'esclava',
    'bracciale',
    'bracciali',
    'braccialetto',
    'armband',
    'armbander',
    'armreif',
    'armkette',
    'pulseira',
    'pulseiras',
    'bracelete',
    'armbanden',
  ],
  necklace: [
    'necklace',
    'necklaces',
    'pendant',
    'pendants',
    'chain',
    'chains',
    'choker',
    'chokers',
    'lariat',
    'locket',
    'collier',
    'colliers',
    'pendentif',
    'pendentifs',
    'chaine',
    'sautoir',
    'collar',
    'collares',
    'colgante',
    'colgantes',
    'cadena',
    'gargantilla',
    'collana',
    'collane',
    'ciondolo',
    'pendente',
    'catena',
    'catenina',
    'girocollo',
    'halskette',
    'kette',
    'ketten',
    'anhanger',
    'colar',
    'colares',
    'pingente',
    'corrente',
    'gargantilha',
    'ketting',
    'halsketting',
    'hanger',
    'hangers',
  ],
  ring: [
    'ring',
    'rings',
    'band',
    'bands',
    'solitaire',
    'signet',
    'bague',
    'bagues',
    'alliance',
    'chevaliere',
    'anillo',
    'anillos',
    'sortija',
    'anello',
    'anelli',
    'fede',
    'ringe',
    'verlobungsring',
    'ehering',
    'anel',
    'aneis',
    'alianca',
    'ringen',
  ],
};

/**
 * The heads of compound words (German, Dutch: `Goldring`, `Perlenkette`, `Silberarmband`),
 * longest first so `ohrring` is an earring before `ring` is a ring.
 */
const COMPOUND_HEADS: ReadonlyArray<readonly [string, JewelryType]> = [
  ['ohrringe', 'earring'],
  ['ohrring', 'earring'],
  ['earrings', 'earring'],
  ['earring', 'earring'],
  ['oorbellen', 'earring'],
  ['armbanduhr', 'watch'],
  ['horloge', 'watch'],
  ['armketten', 'bracelet'],
  ['armkette', 'bracelet'],
  ['armband', 'bracelet'],
  ['armreif', 'bracelet'],
  ['bracelet', 'bracelet'],
  ['ketting', 'necklace'],
  ['necklace', 'necklace'],
  ['pendant', 'necklace'],
  ['ketten', 'necklace'],
  ['kette', 'necklace'],
  ['ringe', 'ring'],
  ['ring', 'ring'],
  ['uhr', 'watch'],
];

/** Words that end like a compound head but are not jewellery. */
const NOT_COMPOUNDS = new Set(['string', 'spring', 'keyring', 'during', 'bring', 'offering']);

/**
 * Words that say nothing about the design: cameras and phones, apps, file handling, versions.
 * (Numbers and words with digits are dropped too.)
 */
const NOISE_WORDS = new Set([
  'img',
  'image',
  'images',
  'whats',
  'app',
  'at',
  'pm',
  'am',
  'dsc',
  'dscn',
  'dscf',
  'dcim',
  'pxl',
  'mvimg',
  'imgp',
  'gopr',
  'p',
  'photo',
  'photos',
  'foto',
  'fotos',
  'pic',
  'pics',
  'picture',
  'screenshot',
  'screen',
  'shot',
  'capture',
  'scan',
  'scanned',
  'whatsapp',
  'signal',
  'telegram',
  'instagram',
  'insta',
  'fb',
  'edit',
  'edited',
  'edits',
  'final',
  'finale',
  'finals',
  'def',
  'definitive',
  'draft',
  'copy',
  'copie',
  'copia',
  'kopie',
  'new',
  'old',
  'rev',
  'version',
  'ver',
  'v',
  'upload',
  'uploaded',
  'file',
  'untitled',
  'sans',
  'titre',
  'export',
  'exported',
  'jpg',
  'jpeg',
  'png',
  'heic',
  'heif',
  'webp',
  'avif',
  'tif',
  'tiff',
  'raw',
  'hdr',
  'portrait',
  'sketch',
  'sketches',
  'drawing',
  'render',
  'design',
  'designs',
  'pxl',
  'snapseed',
  'lightroom',
  'retouched',
  'retouche',
  'web',
  'hd',
  'hq',
  'lowres',
  'highres',
  'small',
  'large',
  'thumb',
  'thumbnail',
]);

/** Short words kept inside a name but never a name on their own. */
const LINKING_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'of',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'el',
  'los',
  'las',
  'y',
  'con',
  'di',
  'il',
  'e',
  'und',
  'mit',
  'der',
  'die',
  'das',
  'do',
  'da',
  'com',
  'het',
  'een',
  'met',
  'van',
  'en',
  'd',
  'l',
  'au',
  'aux',
  'a',
]);

/** Reads a file name (with or without folders and extension). */
export function readFileName(fileName: string | null | undefined): FileNameReading {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/(\.[a-z0-9]{1,5})+$/i, '');
  const raw = splitWords(stem);
  const words = raw.map(plain);
  const { type, typeWord } = typeOfWords(words);
  const { metal, metalWords } = metalOfWords(words, (word) => typeOfWord(word) !== null);
  const gemstones = gemstonesOfWords(words);
  const nameWords = raw.filter((word, index) => meaningful(words[index]!));
  const hasContent = nameWords.some((word) => !LINKING_WORDS.has(plain(word)) && word.length >= 3);
  return {
    words,
    type,
    typeWord,
    metal,
    metalWords,
    gemstones,
    nameWords: hasContent ? trimLinking(nameWords) : [],
  };
}

/**
 * Words that name a style more than a kind (a chain bracelet, a band ring, an ear cuff): they
 * decide only when no other kind word is in the name.
 */
const STYLE_WORDS = new Set([
  'chain',
  'chains',
  'band',
  'bands',
  'cuff',
  'cuffs',
  'chaine',
  'cadena',
  'catena',
  'corrente',
  'kette',
  'ketten',
  'ear',
  'ears',
  'drops',
  'hoop',
  'hoops',
]);

/**
 * The kind the name's words say. Kind words outrank style words; of two kinds, an earring word
 * wins ("boucles d'oreilles", "ear cuff"), then a watch word ("montre bracelet" is a wristwatch);
 * any other disagreement says nothing.
 */
function typeOfWords(words: string[]): { type: JewelryType | null; typeWord: string | null } {
  const hits = words.flatMap((word) => {
    const kind = typeOfWord(word);
    return kind ? [{ word, kind, strong: !STYLE_WORDS.has(word) }] : [];
  });
  const strong = hits.filter((hit) => hit.strong);
  const deciding = strong.length ? strong : hits;
  if (deciding.length === 0) return { type: null, typeWord: null };
  for (const preferred of [deciding[0]!.kind, 'earring', 'watch'] as const) {
    const hit = deciding.find((item) => item.kind === preferred);
    const others = deciding.filter((item) => item.kind !== preferred);
    const overrides = preferred === 'earring' || preferred === 'watch';
    if (hit && (others.length === 0 || overrides)) return { type: hit.kind, typeWord: hit.word };
  }
  return { type: null, typeWord: null };
}

/** The kind of piece one (plain, lower-case) word names, or null. */
export function typeOfWord(word: string): JewelryType | null {
  for (const [kind, list] of Object.entries(TYPE_WORDS) as Array<[JewelryType, string[]]>) {
    if (list.includes(word)) return kind;
  }
  if (word.length < 6 || NOT_COMPOUNDS.has(word)) return null;
  for (const [head, kind] of COMPOUND_HEADS) if (word.endsWith(head)) return kind;
  return null;
}

/** Splits at separators, between letters and digits, and at camelCase humps (`BagueOr`). */
function splitWords(stem: string): string[] {
  return stem
    .replace(/([a-z\u00df-\u00ff])([A-Z\u00c0-\u00de])/g, '$1 $2')
    .replace(/([A-Z\u00c0-\u00de]+)([A-Z\u00c0-\u00de][a-z\u00df-\u00ff])/g, '$1 $2')
    .replace(/([0-9])([^0-9\s])|([^0-9\s])([0-9])/g, (_m, a, b, c, d) =>
      a !== undefined ? `${a} ${b}` : `${c} ${d}`,
    )
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Lower case without accents: `Bracelète` -> `bracelete`, `Anhänger` -> `anhanger`. */
function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function meaningful(word: string): boolean {
  if (/\d/.test(word)) return false;
  if (NOISE_WORDS.has(word)) return false;
  return word.length >= 2 || LINKING_WORDS.has(word);
}

function trimLinking(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && LINKING_WORDS.has(plain(words[start]!))) start++;
  while (end > start && LINKING_WORDS.has(plain(words[end - 1]!))) end--;
  return words.slice(start, end);
}

/** The design's name from the file name's meaningful words (title case, at most six), or null. */
export function nameFromFileName(reading: FileNameReading): string | null {
  if (reading.nameWords.length === 0) return null;
  return reading.nameWords
    .slice(0, 6)
    .map((word, index) =>
      index > 0 && LINKING_WORDS.has(plain(word))
        ? plain(word)
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}
