import { useState } from 'react';
import { avatar, image } from './Avatar.css';

export interface AvatarProps {
  /** The person's name: the initials and the accessible name come from it. */
  name?: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** First letters of up to two words ('Ada Lovelace' -> 'AL'), or '?' with no usable name. */
export function initials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters ? letters.toLocaleUpperCase() : '?';
}

export function Avatar({ name, src, size, className }: AvatarProps) {
  // Remember which source failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const label = name?.trim() || 'Unknown member';
  const root = avatar({ size });
  const classes = className ? `${root} ${className}` : root;

  if (src && src !== failedSrc) {
    return (
      <span className={classes}>
        <img className={image} src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} className={classes}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
