import type { HTMLAttributes } from 'react';
import { card } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover lift for cards that open something (the click target is a link or button inside). */
  interactive?: boolean;
}

export function Card({ as: Element = 'div', padding, interactive, className, ...rest }: CardProps) {
  const root = card({ padding, interactive });
  return <Element className={className ? `${root} ${className}` : root} {...rest} />;
}
