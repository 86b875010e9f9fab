import { Gem } from 'lucide-react';
import * as styles from './PlaceholderScreen.css';

/** Stands in for a screen that is not built yet (spec §2 Placeholder). */
export function PlaceholderScreen() {
  return (
    <section className={styles.screen} aria-labelledby="placeholder-title">
      <Gem className={styles.icon} aria-hidden size={40} strokeWidth={1.25} />
      <h1 id="placeholder-title" className={styles.title}>
        New update coming very soon
      </h1>
    </section>
  );
}
