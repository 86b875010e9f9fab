// The layout primitive every other one builds on: any element, styled only through the sprinkles
// (theme space, responsive `{ narrow, large }` values), so screens lay out without writing CSS.
import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from './theme/sprinkles.css';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render (default `div`): `section`, `ul`, `header`... */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined });
}
