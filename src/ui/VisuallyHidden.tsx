import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for screen readers only (labels for icons, live-region messages). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...rest} />
  );
}
