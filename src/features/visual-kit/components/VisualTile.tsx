import { Box, CircleAlert, Clock, Download, ImageOff, Sparkles, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Transformation } from '../../../api/transformation';
import {
  isActiveStatus,
  isCompletedStatus,
  isFailedStatus,
  isModelVisual,
  statusLabel,
  tileImageUrl,
  visualTileLabel,
} from '../../../api/visual-rules';
import { Chip } from '../../../ui/Chip';
import { IconButton } from '../../../ui/IconButton';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './VisualTile.css';

export interface VisualTileProps {
  visual: Transformation;
  /** Spec §4 New flag: shows a 'New' chip. */
  isNew?: boolean;
  /** Opens the viewer; only completed visuals open. */
  onOpen?: () => void;
  onDownload?: () => void;
  /** Deletes a failed visual straight from its tile. */
  onDeleteFailed?: () => void;
  /** Manage mode: an always-visible delete icon (the caller asks for confirmation). */
  onDelete?: () => void;
}

type ImageState = 'loading' | 'loaded' | 'error';

function Unavailable() {
  return (
    <span className={styles.placeholder}>
      <ImageOff size={28} strokeWidth={1.25} aria-hidden />
      <span>Image unavailable</span>
    </span>
  );
}

/** The thumbnail with its own loading, loaded and error states (spec §4). */
function Thumbnail({ src, instant }: { src: string; instant: boolean }) {
  const [state, setState] = useState<ImageState>(instant ? 'loaded' : 'loading');
  if (state === 'error') return <Unavailable />;
  return (
    <>
      {state === 'loading' && <Skeleton shape="rect" className={styles.skeleton} />}
      <img
        className={state === 'loaded' ? styles.image : `${styles.image} ${styles.imageHidden}`}
        src={src}
        alt=""
        decoding="async"
        ref={(element) => {
          // An image already in the cache may finish before React listens.
          if (element?.complete && element.naturalWidth > 0) setState('loaded');
        }}
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
      />
    </>
  );
}

/** One generated visual in the asset's history: preview, status, and its quick actions. */
export function VisualTile({
  visual,
  isNew,
  onOpen,
  onDownload,
  onDeleteFailed,
  onDelete,
}: VisualTileProps) {
  // Hover is tracked too (not only :hover) so scripted pointers and touch taps reveal the actions.
  const [hovered, setHovered] = useState(false);
  const label = visualTileLabel(visual);
  const status = statusLabel(visual.status);
  const completed = isCompletedStatus(visual.status);
  const failed = isFailedStatus(visual.status);
  const active = isActiveStatus(visual.status);
  const model = isModelVisual(visual);
  // The small thumbnail: the full main view is for the preview dialog only.
  const preview = tileImageUrl(visual);

  let content: ReactNode;
  if (completed) {
    content = preview ? (
      // 3D items count as loaded: their still appears at once, with the model icon over it.
      <Thumbnail key={preview} src={preview} instant={model} />
    ) : model ? (
      <Box className={styles.modelIconOnly} size={48} strokeWidth={1} aria-hidden />
    ) : (
      <Unavailable />
    );
  } else if (failed) {
    content = (
      <span className={`${styles.placeholder} ${styles.placeholderError}`}>
        <CircleAlert size={28} strokeWidth={1.25} aria-hidden />
        <span className={styles.placeholderTitle}>This visual could not be made</span>
        {visual.failure_reason && <span className={styles.reason}>{visual.failure_reason}</span>}
      </span>
    );
  } else if (active) {
    content = (
      <span className={styles.placeholder}>
        <Sparkles size={28} strokeWidth={1.25} aria-hidden />
        <span>{status === 'Queued' ? 'Waiting for the studio' : 'Crafting your visual'}</span>
      </span>
    );
  } else {
    content = (
      <span className={styles.placeholder}>
        <Clock size={28} strokeWidth={1.25} aria-hidden />
        <span>Not available yet</span>
      </span>
    );
  }

  const tone = completed ? 'success' : failed ? 'error' : 'neutral';
  const hasActions = (completed && onDownload) || (failed && onDeleteFailed);

  return (
    <article
      className={styles.tile}
      aria-label={label}
      data-status={visual.status}
      data-hovered={hovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.mat}>
        <div className={styles.surface}>{content}</div>
        {completed && (
          // An empty overlay over the mat, so its name is just 'Open …' whatever the mat shows.
          <button
            type="button"
            className={styles.openButton}
            aria-label={`Open ${label}`}
            onClick={onOpen}
          />
        )}
        {model && completed && (
          <span className={styles.modelBadge} title="3D model">
            <Box size={16} strokeWidth={1.5} aria-hidden />
          </span>
        )}
        {onDelete && (
          <IconButton
            label={`Delete ${label}`}
            icon={<Trash2 size={16} aria-hidden />}
            variant="secondary"
            size="sm"
            className={`${styles.actionButton} ${styles.deleteButton} ${styles.manageDelete}`}
            onClick={onDelete}
          />
        )}
        {hasActions && (
          <div className={styles.actions}>
            {completed && onDownload && (
              <IconButton
                label="Download"
                icon={<Download size={16} aria-hidden />}
                variant="secondary"
                size="sm"
                className={styles.actionButton}
                onClick={onDownload}
              />
            )}
            {failed && onDeleteFailed && (
              <IconButton
                label="Delete failed visual"
                icon={<Trash2 size={16} aria-hidden />}
                variant="secondary"
                size="sm"
                className={`${styles.actionButton} ${styles.deleteButton}`}
                onClick={onDeleteFailed}
              />
            )}
          </div>
        )}
      </div>
      <div className={styles.caption}>
        <p className={styles.label} title={label}>
          {label}
        </p>
        <span className={styles.badges}>
          {isNew && <Chip tone="accent">New</Chip>}
          <Chip
            tone={tone}
            icon={
              failed ? (
                <CircleAlert aria-hidden />
              ) : active ? (
                <Spinner size="sm" tone="current" label="In progress" />
              ) : undefined
            }
          >
            {status}
          </Chip>
        </span>
      </div>
    </article>
  );
}
