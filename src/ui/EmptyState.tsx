import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Usually one primary Button or ButtonLink: the way out of the empty state. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {icon != null && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className={styles.title}>{title}</h2>
      {description != null && <div className={styles.description}>{description}</div>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
