import { ImageUp } from 'lucide-react';
import { useId, useRef, type DragEvent, type ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import * as typography from '../../../ui/typography.css';
import { ACCEPT_ATTRIBUTE, FORMATS_LABEL, MAX_UPLOAD_MB } from '../model';
import * as styles from './Home.css';
import { iconBadge } from '../../../ui/surface.css';

export interface DropZoneProps {
  dragging: boolean;
  /** While an upload runs: the picker is off and `children` (progress) replace the prompt. */
  busy?: boolean;
  onDragChange: (dragging: boolean) => void;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}

/** Drop an image here or pick one: the start of every design. */
export function DropZone({
  dragging,
  busy = false,
  onDragChange,
  onFiles,
  children,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const stop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Stack
      as="section"
      position="relative"
      align="center"
      justifyContent="center"
      gap="4"
      paddingY="10"
      paddingX="6"
      textAlign="center"
      aria-label="Upload a design"
      aria-busy={busy || undefined}
      data-dragging={dragging || undefined}
      className={dragging ? `${styles.zone} ${styles.zoneDragging}` : styles.zone}
      onDragEnter={(event) => {
        stop(event);
        if (!busy) onDragChange(true);
      }}
      onDragOver={(event) => {
        stop(event);
        if (!busy && !dragging) onDragChange(true);
      }}
      onDragLeave={(event) => {
        stop(event);
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        onDragChange(false);
      }}
      onDrop={(event) => {
        stop(event);
        onDragChange(false);
        if (!busy) onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {busy ? (
        children
      ) : (
        <>
          <Box background="canvas" className={`${iconBadge} ${styles.zoneIcon}`} aria-hidden="true">
            <ImageUp size={28} strokeWidth={1.5} />
          </Box>
          <Box as="h2" fontFamily="display" fontSize="2xl" fontWeight="medium">
            {dragging ? 'Release to upload your design' : 'Drop a sketch or photo'}
          </Box>
          <p className={typography.caption} id={hintId}>
            {FORMATS_LABEL}, up to {MAX_UPLOAD_MB} MB. One image at a time.
          </p>
          <Button variant="primary" size="lg" onClick={() => input.current?.click()}>
            Choose an image
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-label="Design image"
            aria-describedby={hintId}
            hidden
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              onFiles(files);
            }}
          />
          {children}
        </>
      )}
    </Stack>
  );
}
