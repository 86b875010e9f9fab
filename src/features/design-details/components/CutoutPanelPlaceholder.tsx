import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './CutoutPanel.css';

/** Holds the cut-out panel's place while its code loads. */
export function CutoutPanelPlaceholder() {
  return (
    <div className={styles.panel} role="status" aria-label="Loading the cut-out editor">
      <Skeleton height={20} width="40%" />
      <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%' }} />
      <Skeleton height={32} />
    </div>
  );
}
