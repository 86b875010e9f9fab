import type { ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { Stack } from '../../../ui/Stack';
import { lead } from '../../../ui/typography.css';
import { GemArt } from './GemArt';
import * as styles from './AuthLayout.css';

/**
 * The sign-in pages: the form on the dark canvas; on wide screens beside a quiet brand panel.
 * The form comes first in the document so the keyboard reaches it first.
 */
export function AuthLayout(props: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Stack
        width="full"
        justifyContent={{ narrow: 'center', large: 'stretch' }}
        className={styles.formColumn}
      >
        {props.children}
      </Stack>
      <Box
        display={{ narrow: 'none', large: 'flex' }}
        flexDirection="column"
        justifyContent="space-between"
        gap="8"
        padding="10"
        position="relative"
        overflow="hidden"
        borderRadius="xl"
        className={styles.brand}
      >
        <GemArt className={styles.art} />
        <Stack gap="3" className={styles.brandText}>
          <p className={styles.eyebrow}>Jewel Studio</p>
          <Box
            as="p"
            fontFamily="display"
            fontSize="4xl"
            fontWeight="medium"
            lineHeight="tight"
            letterSpacing="tight"
            color="text"
          >
            Every facet, faithfully rendered.
          </Box>
          <p className={lead}>
            Upload a sketch or a photo of your piece. The studio crafts pack shots, model shots,
            lifestyle scenes and 3D models from it, without redrawing a single line.
          </p>
        </Stack>
      </Box>
    </div>
  );
}
