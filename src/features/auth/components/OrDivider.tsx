import * as styles from './OrDivider.css';

/** The hairline between the Google button and the e-mail form, with "or" in its middle. */
export function OrDivider() {
  return (
    <div className={styles.divider} role="separator" aria-label="or">
      <span className={styles.line} />
      <span className={styles.word} aria-hidden="true">
        or
      </span>
      <span className={styles.line} />
    </div>
  );
}
