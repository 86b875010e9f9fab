import {
  Box as Cube,
  CircleAlert,
  Clock,
  Download,
  ImageOff,
  Sparkles,
  Trash2,
} from 'lucide-react';
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
import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { IconButton } from '../../../ui/IconButton';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { Stack } from '../../../ui/Stack';
import { coverButton, iconBadge, matImage } from '../../../ui/surface.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
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

/** A state in place of the thumbnail: an icon over a line or two of small text. */
function Placeholder({ error, children }: { error?: boolean; children: ReactNode }) {
  return (
    <Stack
      as="span"
      align="center"
      justifyContent="center"
      gap="2"
      color={error ? 'error' : 'muted'}
      fontSize="xs"
      letterSpacing="wide"
      textAlign="center"
      className={styles.placeholder}
    >
      {children}
    </Stack>
  );
}

function Unavailable() {
  return (
    <Placeholder>
      <ImageOff size={28} strokeWidth={1.25} aria-hidden />
      <span>Image unavailable</span>
    </Placeholder>
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
        className={state === 'loaded' ? matImage : `${matImage} ${styles.imageHidden}`}
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
      <Cube className={sprinkles({ color: 'accent' })} size={48} strokeWidth={1} aria-hidden />
    ) : (
      <Unavailable />
    );
  } else if (failed) {
    content = (
      <Placeholder error>
        <CircleAlert size={28} strokeWidth={1.25} aria-hidden />
        <Box as="span" fontSize="sm" fontWeight="medium">
          This visual could not be made
        </Box>
        {visual.failure_reason && (
          <Box
            as="span"
            margin="0"
            color="secondary"
            fontSize="xs"
            lineHeight="snug"
            className={styles.reason}
          >
            {visual.failure_reason}
          </Box>
        )}
      </Placeholder>
    );
  } else if (active) {
    content = (
      <Placeholder>
        <Sparkles size={28} strokeWidth={1.25} aria-hidden />
        <span>{status === 'Queued' ? 'Waiting for the studio' : 'Crafting your visual'}</span>
      </Placeholder>
    );
  } else {
    content = (
      <Placeholder>
        <Clock size={28} strokeWidth={1.25} aria-hidden />
        <span>Not available yet</span>
      </Placeholder>
    );
  }

  const tone = completed ? 'success' : failed ? 'error' : 'neutral';
  const hasActions = (completed && onDownload) || (failed && onDeleteFailed);

  return (
    <Stack
      as="article"
      position="relative"
      gap="3"
      width="full"
      color="text"
      className={styles.tile}
      aria-label={label}
      data-status={visual.status}
      data-hovered={hovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Box
        position="relative"
        width="full"
        borderRadius="lg"
        overflow="hidden"
        className={styles.mat}
      >
        <Box
          position="absolute"
          display="grid"
          placeItems="center"
          padding="4"
          className={styles.fill}
        >
          {content}
        </Box>
        {completed && (
          // An empty overlay over the mat, so its name is just 'Open …' whatever the mat shows.
          <button
            type="button"
            className={coverButton}
            aria-label={`Open ${label}`}
            onClick={onOpen}
          />
        )}
        {model && completed && (
          <Box
            as="span"
            position="absolute"
            className={`${iconBadge} ${styles.modelBadge}`}
            title="3D model"
          >
            <Cube size={16} strokeWidth={1.5} aria-hidden />
          </Box>
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
          <Box position="absolute" display="flex" gap="2" className={styles.actions}>
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
          </Box>
        )}
      </Box>
      <div className={styles.caption}>
        <Box
          as="p"
          flex="1"
          minWidth="0"
          fontSize="sm"
          fontWeight="medium"
          lineHeight="snug"
          overflow="hidden"
          whiteSpace="nowrap"
          className={styles.label}
          title={label}
        >
          {label}
        </Box>
        <Box as="span" display="flex" flexShrink={0} gap="1.5">
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
        </Box>
      </div>
    </Stack>
  );
}
