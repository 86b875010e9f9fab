// Placeholders for a gallery's items while it loads: a square, and a line or two of text under it.
import { Skeleton } from './Skeleton';

export interface SkeletonTilesProps {
  count: number;
  /** The width of each text line under the square ('60%'); none for the square alone. */
  lines?: readonly string[];
}

/** The list items only: render them inside the gallery's own list. */
export function SkeletonTiles({ count, lines = [] }: SkeletonTilesProps) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index}>
      <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%', height: 'auto' }} />
      {lines.map((width, line) => (
        <Skeleton key={line} width={width} style={{ marginTop: line === 0 ? 12 : 8 }} />
      ))}
    </li>
  ));
}
