import { ProgressBar } from '../../../ui/ProgressBar';
import * as typography from '../../../ui/typography.css';
import * as styles from './Home.css';
import { Stack } from '../../../ui/Stack';

export interface UploadProgressProps {
  fileName: string;
  /** 0-100. */
  percent: number;
}

export function UploadProgress({ fileName, percent }: UploadProgressProps) {
  return (
    <Stack align="center" gap="3" width="full" className={styles.statusBlock} role="status">
      <p className={typography.caption}>Uploading</p>
      <p className={styles.fileName}>{fileName}</p>
      <ProgressBar value={percent} label={`Uploading ${fileName}`} showValue />
    </Stack>
  );
}
