import { Box } from '../../../ui/Box';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './Details.css';
import { Stack } from '../../../ui/Stack';

/** Covers the form while a save runs, saying which step it is on. */
export function ProgressOverlay({ message }: { message: string }) {
  return (
    <Box display="grid" placeItems="center" padding="6" className={styles.overlay}>
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
        <Box as="p" fontSize="md" fontFamily="display">
          {message}
        </Box>
      </Stack>
    </Box>
  );
}
