import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../model';
import * as styles from './Logo.css';
import { Box } from '../../../ui/Box';
import { sprinkles } from '../../../ui/theme/sprinkles.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${PRODUCT_NAME} home`}>
      <Gem className={sprinkles({ color: 'accent' })} size={22} strokeWidth={1.5} aria-hidden />
      <Box
        as="span"
        fontFamily="display"
        fontSize="xl"
        fontWeight="semibold"
        letterSpacing="wide"
        whiteSpace="nowrap"
      >
        {PRODUCT_NAME}
      </Box>
    </Link>
  );
}
