import { Spinner } from '../../../ui/Spinner';
import * as styles from './Details.css';

/** Covers the form while a save runs, saying which step it is on. */
export function ProgressOverlay({ message }: { message: string }) {
  return (
    <div className={styles.overlay}>
      <div className={styles.overlayCard} role="status" aria-live="polite">
        <Spinner size="lg" />
        <p className={styles.overlayText}>{message}</p>
      </div>
    </div>
  );
}
