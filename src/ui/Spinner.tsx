import { ring, spinner, track } from './Spinner.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; never shown. */
  label?: string;
  /** `current` follows the surrounding text colour (used inside buttons). */
  tone?: 'accent' | 'current';
  className?: string;
}

// In viewBox units, so the ring stays a fine line at every size (about 1.5, 2 and 2.5 px).
const strokeWidths = { sm: 2.25, md: 2, lg: 1.5 } as const;

/**
 * A faint full track plus a bright arc with round ends: frozen (reduced motion, screenshots) it
 * still reads as a spinner.
 */
export function Spinner({
  size = 'md',
  label = 'Loading',
  tone = 'accent',
  className,
}: SpinnerProps) {
  const root = spinner({ size, tone });
  return (
    <span role="status" className={className ? `${root} ${className}` : root}>
      <svg className={ring} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          className={track}
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeWidth={strokeWidths[size]}
        />
        {/* A quarter of the circumference (2πr ≈ 62.8), starting at twelve o'clock. */}
        <circle
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeWidth={strokeWidths[size]}
          strokeLinecap="round"
          strokeDasharray="18 62.8"
          transform="rotate(-90 12 12)"
        />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
