import { Spinner } from '../../../ui/Spinner';
import * as styles from './Details.css';
import { Stack } from '../../../ui/Stack';

/** Covers the form while a save runs, saying which step it is on. */
export function ProgressOverlay({ message }: { message: string }) {
  return (
    <div className={styles.overlay}>
      <Stack
        align="center"
        gap="4"
        paddingY="8"
        paddingX="10"
        textAlign="center"
        className={styles.overlayCard}
        role="status"
        aria-live="polite"
      >
        <Spinner size="lg" />
        <p className={styles.overlayText}>{message}</p>
      </Stack>
    </div>
  );
}
