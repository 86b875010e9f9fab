import { Spinner } from '../../../ui/Spinner';
import * as styles from './SessionPending.css';

/** Shown while the first session check runs: calm, no flash of the sign-in page. */
export function SessionPending() {
  return (
    <div className={styles.screen}>
      <Spinner size="lg" label="Checking your session" />
    </div>
  );
}
