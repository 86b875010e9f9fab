// A suggested name for the confirm screen when the file's name has no meaningful words (see
// nameFromFileName): the metal, the main stone, then the kind of piece, as a jeweller would say
// it ("Yellow Gold Diamond Ring", "Rose Gold Pink Sapphire Earrings"). Never a bare "Design".
import { JEWELRY_TYPE_LABELS, type ImageStyle, type JewelryType } from '../../../src/api/catalogue';
import type { Material } from './material';

export function suggestDesignName(
  style: ImageStyle,
  type: JewelryType,
  material: Material,
  /** The gemstones field: a stone, several ("Sapphire, Diamonds": the first names it), 'none'. */
  gemstones: string,
): string {
  const piece = type === 'earring' ? 'Earrings' : JEWELRY_TYPE_LABELS[type];
  if (style === 'sketch') return `${piece} Sketch`;
  const metal = material !== 'unknown' ? titleCase(material) : null;
  const main = gemstones.split(',')[0]!.trim();
  const stone =
    main === 'none' || main === 'unknown' || main === ''
      ? null
      : main === 'Diamonds'
        ? 'Diamond'
        : titleCase(main);
  return [metal, stone, piece].filter(Boolean).join(' ');
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
