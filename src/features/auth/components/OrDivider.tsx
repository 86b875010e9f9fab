import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';
import { capsLabel } from '../../../ui/typography.css';
import * as styles from './OrDivider.css';

/** The hairline between the Google button and the e-mail form, with "or" in its middle. */
export function OrDivider() {
  return (
    <Inline wrap="nowrap" gap="4" role="separator" aria-label="or">
      <span className={styles.line} />
      <Box as="span" fontWeight="medium" className={capsLabel} aria-hidden="true">
        or
      </Box>
      <span className={styles.line} />
    </Inline>
  );
}
