import type { Asset } from '../../../api/asset';
import { Alert } from '../../../ui/Alert';
import { homeGreeting } from '../model';
import { AnalyzingState } from './AnalyzingState';
import { DropZone } from './DropZone';
import * as styles from './Home.css';
import { RecentDesigns } from './RecentDesigns';
import { UploadProgress } from './UploadProgress';
import { Stack } from '../../../ui/Stack';
import { PageIntro } from '../../../ui/PageIntro';

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'analyzing'; fileName: string }
  | { kind: 'error'; message: string };

export interface HomeViewProps {
  greetingName: string | null;
  phase: UploadPhase;
  dragging: boolean;
  recent: { status: 'pending' | 'error' | 'success'; items: readonly Asset[] };
  onDragChange: (dragging: boolean) => void;
  onFiles: (files: File[]) => void;
}

/** The signed-in studio landing: the drop zone, the upload's progress, the recent designs. */
export function HomeView({
  greetingName,
  phase,
  dragging,
  recent,
  onDragChange,
  onFiles,
}: HomeViewProps) {
  const busy = phase.kind === 'uploading' || phase.kind === 'analyzing';
  return (
    <Stack gap="10" className={styles.page}>
      <PageIntro
        eyebrow="Studio"
        title={homeGreeting(greetingName, recent.status === 'success' && recent.items.length > 0)}
        lead="Start a new design from a sketch or a photo. The studio reads the piece, then you confirm the details and choose the visuals to create."
        leadClassName={styles.lead}
      />
      <DropZone dragging={dragging} busy={busy} onDragChange={onDragChange} onFiles={onFiles}>
        {phase.kind === 'uploading' && (
          <UploadProgress fileName={phase.fileName} percent={phase.percent} />
        )}
        {phase.kind === 'analyzing' && <AnalyzingState fileName={phase.fileName} />}
        {phase.kind === 'error' && (
          <Alert tone="error" title="Upload failed" className={styles.zoneAlert}>
            {phase.message}
          </Alert>
        )}
      </DropZone>
      <RecentDesigns status={recent.status} items={recent.items} />
    </Stack>
  );
}
