// A suggested name for the confirm screen, built from what was detected: the most specific
// detail first (a coloured stone, else the metal, else diamonds), then the kind of piece.
import { JEWELRY_TYPE_LABELS, type ImageStyle, type JewelryType } from '../../../src/api/catalogue';
import type { Gemstone } from './gemstones';
import type { Material } from './material';

export function suggestDesignName(
  style: ImageStyle,
  type: JewelryType,
  material: Material,
  gemstones: Gemstone | 'unknown',
): string {
  const piece = JEWELRY_TYPE_LABELS[type];
  if (style === 'sketch') return `Sketched ${piece}`;
  if (gemstones !== 'none' && gemstones !== 'unknown' && gemstones !== 'Diamonds') {
    return `${titleCase(gemstones)} ${piece}`;
  }
  if (material !== 'unknown') return `${titleCase(material)} ${piece}`;
  if (gemstones === 'Diamonds') return `Diamond ${piece}`;
  return `${piece} Design`;
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
