import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** A number is pixels; a string is any CSS length ('60%', '12rem'). */
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
  style?: CSSProperties;
}

/** A placeholder for content that is loading; decorative, so the loading state is told elsewhere. */
export function Skeleton({ width, height, shape = 'text', className, style }: SkeletonProps) {
  const root = skeleton({ shape });
  // A circle needs one size for both sides.
  const side = shape === 'circle' ? (width ?? height) : undefined;
  return (
    <span
      aria-hidden="true"
      className={className ? `${root} ${className}` : root}
      style={{ width: side ?? width, height: side ?? height, ...style }}
    />
  );
}
