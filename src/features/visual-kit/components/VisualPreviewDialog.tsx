import { Box, Download, ImageOff, Images } from 'lucide-react';
import { useState } from 'react';
import {
  EXPAND_OPTIONS,
  VISUAL_KIND_INFO,
  isVisualKind,
  type ExpandOption,
} from '../../../api/catalogue';
import type { Transformation } from '../../../api/transformation';
import {
  canExpand,
  expandOptionLabel,
  isModelVisual,
  previewUrl,
  visualLabel,
} from '../../../api/visual-rules';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { Dialog } from '../../../ui/Dialog';
import { Menu } from '../../../ui/Menu';
import { IMAGE_UNAVAILABLE_TEXT, MODEL_UNAVAILABLE_TEXT } from '../model';
import { ModelViewer } from './ModelViewer';
import * as styles from './VisualPreview.css';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { sprinkles } from '../../../ui/theme/sprinkles.css';

export interface VisualPreviewDialogProps {
  /** The visual to show; null keeps the dialog closed. */
  visual: Transformation | null;
  onClose: () => void;
  /** Desktop: a centred dialog. Mobile: a full-screen panel. */
  variant: 'desktop' | 'mobile';
  /** The 3D model's file (.glb); null shows the 3D fallback. */
  modelUrl?: string | null;
  onDownload?: () => void;
  /** Offered only when the visual can be expanded (spec §4). */
  onExpand?: (option: ExpandOption) => void;
  /** An expand job is being submitted. */
  expanding?: boolean;
  /** An expand error to show (spec §8). */
  error?: string | null;
  /** Desktop only: hide View in Collection (e.g. on the asset's own page). Default true. */
  showCollectionButton?: boolean;
  /** Turn 3D models slowly. Default true. */
  autoRotate?: boolean;
}

const muted = sprinkles({ color: 'muted' });

function Fallback({ model }: { model: boolean }) {
  return (
    <Stack
      align="center"
      gap="3"
      padding="6"
      color="secondary"
      fontFamily="display"
      fontSize="xl"
      textAlign="center"
      role="img"
      aria-label={model ? MODEL_UNAVAILABLE_TEXT : IMAGE_UNAVAILABLE_TEXT}
    >
      {model ? (
        <Box size={40} strokeWidth={1} aria-hidden className={muted} />
      ) : (
        <ImageOff size={40} strokeWidth={1} aria-hidden className={muted} />
      )}
      <span aria-hidden>{model ? MODEL_UNAVAILABLE_TEXT : IMAGE_UNAVAILABLE_TEXT}</span>
    </Stack>
  );
}

function Media({
  visual,
  modelUrl,
  autoRotate,
}: {
  visual: Transformation;
  modelUrl: string | null;
  autoRotate: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const model = isModelVisual(visual);
  const label = visualLabel(visual);
  if (model) {
    if (!modelUrl || failed) return <Fallback model />;
    return (
      <ModelViewer
        src={modelUrl}
        alt={`3D model: ${label}`}
        autoRotate={autoRotate}
        onError={() => setFailed(true)}
      />
    );
  }
  const src = visual.display_url || previewUrl(visual);
  if (!src || failed) return <Fallback model={false} />;
  return <img className={styles.image} src={src} alt={label} onError={() => setFailed(true)} />;
}

function kindLabel(visual: Transformation): string | null {
  if (visual.isMasterDesign) return 'Master design';
  return isVisualKind(visual.composition_type)
    ? VISUAL_KIND_INFO[visual.composition_type].label
    : null;
}

/** The generated visual preview (spec §2): the image or 3D model, Download, Expand, Collection. */
export function VisualPreviewDialog({
  visual,
  onClose,
  variant,
  modelUrl = null,
  onDownload,
  onExpand,
  expanding = false,
  error = null,
  showCollectionButton = true,
  autoRotate = true,
}: VisualPreviewDialogProps) {
  const mobile = variant === 'mobile';
  const expandable = !!visual && !!onExpand && canExpand(visual);
  const showCollection = mobile || showCollectionButton;
  const kind = visual ? kindLabel(visual) : null;

  const download = onDownload && (
    <Button
      variant="primary"
      startIcon={<Download size={16} aria-hidden />}
      onClick={onDownload}
      className={mobile ? styles.spanAll : undefined}
    >
      Download
    </Button>
  );
  const expand = expandable && (
    <Menu
      button={{ label: expanding ? 'Expanding...' : 'Expand' }}
      anchor={mobile ? 'top' : 'top end'}
      items={EXPAND_OPTIONS.map((option) => ({
        key: option,
        label: expandOptionLabel(option),
        disabled: expanding,
        onSelect: () => onExpand?.(option),
      }))}
    />
  );
  const collection = visual && showCollection && (
    <ButtonLink
      to={`/assets/${visual.asset_id}`}
      variant={mobile ? 'secondary' : 'ghost'}
      startIcon={<Images size={16} aria-hidden />}
      onClick={onClose}
      // Alone on its row on mobile when there is no Expand menu beside it.
      className={mobile && !expandable ? styles.spanAll : undefined}
    >
      View in Collection
    </ButtonLink>
  );

  return (
    <Dialog
      open={visual !== null}
      onClose={onClose}
      title={visual ? visualLabel(visual) : ''}
      size="lg"
      fullScreen={mobile}
      actions={
        visual &&
        (mobile ? (
          <div className={styles.actionsMobile}>
            {expand}
            {collection}
            {download}
          </div>
        ) : (
          <Inline justify="flex-end" gap="3" width="full">
            {collection && <span className={sprinkles({ marginRight: 'auto' })}>{collection}</span>}
            {expand}
            {download}
          </Inline>
        ))
      }
    >
      {visual && (
        <Stack gap="4" height="full" paddingBottom="2">
          <div className={mobile ? `${styles.mat} ${styles.matMobile}` : styles.mat}>
            <Media
              key={visual.transformation_id}
              visual={visual}
              modelUrl={modelUrl}
              autoRotate={autoRotate}
            />
          </div>
          {kind && (
            <Inline gap="2" color="secondary" fontSize="sm">
              <Chip tone="neutral">{kind}</Chip>
              {visual.quality_requested && (
                <Chip tone="neutral">{visual.quality_requested.toUpperCase()}</Chip>
              )}
            </Inline>
          )}
          {error && (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
