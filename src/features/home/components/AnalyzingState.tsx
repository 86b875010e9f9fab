import { Gem } from 'lucide-react';
import { ProgressBar } from '../../../ui/ProgressBar';
import * as typography from '../../../ui/typography.css';
import * as styles from './Home.css';
import { Stack } from '../../../ui/Stack';

export interface AnalyzingStateProps {
  fileName: string;
}

/** The upload is in; the studio reads the piece (type, style, materials, difficulty). */
export function AnalyzingState({ fileName }: AnalyzingStateProps) {
  return (
    <Stack align="center" gap="3" width="full" className={styles.statusBlock} role="status">
      <Gem className={styles.analyzingGem} size={40} strokeWidth={1.25} aria-hidden="true" />
      <p className={styles.fileName}>Analyzing your design...</p>
      <p className={typography.caption}>
        Reading the type, style, materials and stones of {fileName}.
      </p>
      <ProgressBar label="Analyzing your design" />
    </Stack>
  );
}
