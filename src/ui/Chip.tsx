import type { HTMLAttributes, ReactNode } from 'react';
import { chip, chipIcon } from './Chip.css';
import { Link } from './Link';

export interface ChipProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  tone?: 'neutral' | 'success' | 'warning' | 'error' | 'accent';
  icon?: ReactNode;
  /** Renders a plain anchor (external or in-page destinations). */
  href?: string;
  /** Renders an in-app link (the app's link component, see ./Link); wins over `href`. */
  to?: string;
}

export function Chip({ tone, icon, href, to, className, children, ...rest }: ChipProps) {
  const interactive = to !== undefined || href !== undefined;
  const classes = [chip({ tone, interactive }), className].filter(Boolean).join(' ');
  const content = (
    <>
      {icon != null && (
        <span className={chipIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </>
  );
  if (to !== undefined) {
    return (
      <Link href={to} className={classes} {...rest}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} className={classes} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <span className={classes} {...rest}>
      {content}
    </span>
  );
}
