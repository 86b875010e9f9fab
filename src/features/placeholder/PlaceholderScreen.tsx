import { Gem } from 'lucide-react';
import { Stack } from '../../ui/Stack';
import { sprinkles } from '../../ui/theme/sprinkles.css';
import * as styles from './PlaceholderScreen.css';
import { Box } from '../../ui/Box';

/** Stands in for a screen that is not built yet (spec §2 Placeholder). */
export function PlaceholderScreen() {
  return (
    <Stack
      as="section"
      align="center"
      justifyContent="center"
      gap="4"
      padding="8"
      textAlign="center"
      className={styles.screen}
      aria-labelledby="placeholder-title"
    >
      <Gem className={sprinkles({ color: 'accent' })} aria-hidden size={40} strokeWidth={1.25} />
      <Box
        as="h1"
        id="placeholder-title"
        fontFamily="display"
        fontWeight="medium"
        fontSize="3xl"
        lineHeight="tight"
        letterSpacing="tight"
      >
        New update coming very soon
      </Box>
    </Stack>
  );
}
