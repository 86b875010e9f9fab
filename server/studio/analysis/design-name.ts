// A suggested name for the confirm screen when the file's name has no meaningful words (see
// nameFromFileName): the metal, the main stone, then the kind of piece, as a jeweller would say
// it ("Yellow Gold Diamond Ring", "Rose Gold Pink Sapphire Earrings"). Never a bare "Design".
import { JEWELRY_TYPE_LABELS, type ImageStyle, type JewelryType } from '../../../src/api/catalogue';
import type { Gemstone } from './gemstones';
import type { Material } from './material';

export function suggestDesignName(
  style: ImageStyle,
  type: JewelryType,
  material: Material,
  gemstones: Gemstone | 'unknown',
): string {
  const piece = type === 'earring' ? 'Earrings' : JEWELRY_TYPE_LABELS[type];
  if (style === 'sketch') return `${piece} Sketch`;
  const metal = material !== 'unknown' ? titleCase(material) : null;
  const stone =
    gemstones === 'none' || gemstones === 'unknown'
      ? null
      : gemstones === 'Diamonds'
        ? 'Diamond'
        : titleCase(gemstones);
  return [metal, stone, piece].filter(Boolean).join(' ');
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
