import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button, icon } from './Button.css';
import { Link } from './Link';
import { Spinner } from './Spinner';

interface ButtonLookProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /**
   * Shows a spinner, marks the button busy and ignores presses until the work is done. It stays
   * focusable (aria-disabled, not disabled), so keyboard focus is still on it when the work ends.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, ButtonLookProps {
  /** The in-app destination (rendered by the app's link component, see ./Link). */
  to: string;
  /** History state handed to the destination. */
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

function Content(props: { startIcon?: ReactNode; endIcon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {props.startIcon != null && (
        <span className={icon} aria-hidden="true">
          {props.startIcon}
        </span>
      )}
      {props.children}
      {props.endIcon != null && (
        <span className={icon} aria-hidden="true">
          {props.endIcon}
        </span>
      )}
    </>
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  startIcon,
  endIcon,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // The spinner stands in for the start icon (icons are aria-hidden): aria-busy tells assistive tech.
  const start = loading ? <Spinner size="sm" tone="current" /> : startIcon;
  const busy = loading && !disabled;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      className={join(button({ variant, size, fullWidth }), className)}
      // A busy press does nothing, not even submit its form (Enter in a field presses it too).
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <Content startIcon={start} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

/** A navigation link that looks like a button (routes use it for "go somewhere" actions). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  to,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link href={to} className={join(button({ variant, size, fullWidth }), className)} {...rest}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </Link>
  );
}
