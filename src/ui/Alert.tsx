import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import {
  action as actionClass,
  alert,
  body,
  icon,
  message,
  title as titleClass,
} from './Alert.css';
import { Button } from './Button';

type Tone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: Tone;
  title?: ReactNode;
  /** A button or link beside the message ("Retry", "Buy credits"). */
  action?: ReactNode;
  /** Shorthand for the usual action after a failed load: a small "Try again" button. */
  onRetry?: () => void;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

export function Alert({ tone, title, action, onRetry, className, children, ...rest }: AlertProps) {
  const shownAction =
    action ??
    (onRetry && (
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    ));
  const Icon = icons[tone];
  // Problems interrupt (alert); good news and information wait their turn (status).
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  const root = alert({ tone });
  return (
    <div role={role} className={className ? `${root} ${className}` : root} {...rest}>
      <span className={icon} aria-hidden="true">
        <Icon size={18} strokeWidth={1.75} />
      </span>
      <div className={body}>
        {title != null && <p className={titleClass}>{title}</p>}
        {children != null && <div className={message}>{children}</div>}
      </div>
      {shownAction != null && <div className={actionClass}>{shownAction}</div>}
    </div>
  );
}
