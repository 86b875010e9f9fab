import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Percent done, 0-100. Leave it out while the amount of work is unknown. */
  value?: number;
  /** The accessible name ("Rendering pack shot"). */
  label: string;
  /** Shows the rounded percentage beside the bar. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const known = value !== undefined && Number.isFinite(value);
  const percent = known ? Math.round(Math.min(100, Math.max(0, value))) : undefined;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        {percent === undefined ? (
          <div className={styles.indeterminate} />
        ) : (
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        )}
      </div>
      {showValue && percent !== undefined && (
        <span className={styles.value} aria-hidden="true">
          {percent}%
        </span>
      )}
    </div>
  );
}
