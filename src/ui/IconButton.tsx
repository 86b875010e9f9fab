import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as a tooltip: an icon alone never names an action. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant,
  size,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const root = iconButton({ variant, size });
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={className ? `${root} ${className}` : root}
      {...rest}
    >
      {icon}
    </button>
  );
}
