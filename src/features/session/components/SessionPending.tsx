import { LoadingState } from '../../../ui/LoadingState';
import * as styles from './SessionPending.css';

/** Shown while the first session check runs: calm, no flash of the sign-in page. */
export function SessionPending() {
  return (
    <LoadingState flex="1" padding="8" label="Checking your session" className={styles.screen} />
  );
}
