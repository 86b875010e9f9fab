import { PRODUCT_NAME } from '../model';
import * as styles from './Footer.css';
import { Box } from '../../../ui/Box';

export function Footer(props: { year: number }) {
  return (
    // The footer belongs to the wide layout; narrow screens have the bottom navigation instead.
    <Box
      as="footer"
      display={{ narrow: 'none', large: 'flex' }}
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      paddingY="6"
      paddingX="10"
      color="muted"
      fontSize="sm"
      className={styles.footer}
    >
      <span>
        © {props.year} {PRODUCT_NAME}
      </span>
      <Box as="span" fontFamily="display" fontSize="lg" className={styles.tagline}>
        Your design, never redrawn.
      </Box>
    </Box>
  );
}
