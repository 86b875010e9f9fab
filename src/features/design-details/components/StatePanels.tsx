import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './Details.css';
import { Stack } from '../../../ui/Stack';

export function StartOverLink() {
  return (
    <ButtonLink to="/" variant="ghost" startIcon={<RotateCcw size={16} />}>
      Start Over
    </ButtonLink>
  );
}

/** While the asset loads. */
export function LoadingPanel() {
  return (
    <div className={styles.body} role="status" aria-busy="true" aria-label="Loading the design">
      <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%' }} />
      <Stack gap="5">
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={120} shape="rect" />
      </Stack>
    </div>
  );
}

/** The asset could not be loaded, or there is nothing to confirm. */
export function MessagePanel({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="4" padding={{ narrow: '6', large: '10' }}>
      <Alert tone="error" title={title} role="alert">
        {message}
      </Alert>
      <div>
        <StartOverLink />
      </div>
    </Stack>
  );
}
