import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../model';
import * as styles from './Logo.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${PRODUCT_NAME} home`}>
      <Gem className={styles.mark} size={22} strokeWidth={1.5} aria-hidden />
      <span className={styles.word}>{PRODUCT_NAME}</span>
    </Link>
  );
}
