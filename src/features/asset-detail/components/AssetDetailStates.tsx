import { SearchX } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import {
  ASSET_NOT_FOUND_TEXT,
  ASSET_NOT_FOUND_TITLE,
  ASSET_UNAVAILABLE_MESSAGE,
  LOADING_ASSET_MESSAGE,
} from '../../visual-kit/model';
import * as styles from './AssetDetail.css';

/** Spec §2: 'Loading Asset Details...'. */
export function AssetDetailLoading() {
  return (
    <div className={styles.statePanel} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className={styles.stateText}>{LOADING_ASSET_MESSAGE}</p>
    </div>
  );
}

/** Spec §2: 'Asset Not Found', why, and the way back to the collection. */
export function AssetDetailNotFound() {
  return (
    <div className={styles.statePanel}>
      <SearchX size={40} strokeWidth={1} aria-hidden className={styles.muted} />
      <h1 className={styles.stateTitle}>{ASSET_NOT_FOUND_TITLE}</h1>
      <p className={styles.stateText}>{ASSET_NOT_FOUND_TEXT}</p>
      <ButtonLink to="/collection" variant="primary">
        Go to Collection
      </ButtonLink>
    </div>
  );
}

/** Spec §2/§8: any other load failure (or no id in the address) as an error alert. */
export function AssetDetailError({ message }: { message: string }) {
  return (
    <div className={styles.alertPanel}>
      <Alert tone="error" title="Could not load this design" role="alert">
        {message}
      </Alert>
      <div>
        <ButtonLink to="/collection" variant="secondary">
          My Collection
        </ButtonLink>
      </div>
    </div>
  );
}

/** Spec §2: no data: 'Asset data is currently unavailable.' with My Collection. */
export function AssetDetailUnavailable() {
  return (
    <div className={styles.statePanel}>
      <p className={styles.stateText}>{ASSET_UNAVAILABLE_MESSAGE}</p>
      <ButtonLink to="/collection" variant="primary">
        My Collection
      </ButtonLink>
    </div>
  );
}
