import { PRODUCT_NAME } from '../model';
import * as styles from './Footer.css';

export function Footer(props: { year: number }) {
  return (
    <footer className={styles.footer}>
      <span>
        © {props.year} {PRODUCT_NAME}
      </span>
      <span className={styles.tagline}>Your design, never redrawn.</span>
    </footer>
  );
}
