import { Spinner } from '../../../ui/Spinner';
import * as styles from './SessionPending.css';
import { Box } from '../../../ui/Box';

/** Shown while the first session check runs: calm, no flash of the sign-in page. */
export function SessionPending() {
  return (
    <Box
      flex="1"
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding="8"
      className={styles.screen}
    >
      <Spinner size="lg" label="Checking your session" />
    </Box>
  );
}
