import { Download, Info, Pencil, Sparkles, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import type { Transformation } from '../../../api/transformation';
import { isFailedStatus } from '../../../api/visual-rules';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { EmptyState } from '../../../ui/EmptyState';
import { Inline } from '../../../ui/Inline';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import { Switch } from '../../../ui/Switch';
import {
  HISTORY_ERROR_PREFIX,
  MANAGE_WARNING,
  NO_VISUALS_MESSAGE,
  type AssetSuccessChance,
} from '../../visual-kit/model';
import * as typography from '../../../ui/typography.css';
import * as styles from './AssetDetail.css';
import { AssetDetailMoreInfo, Facts } from './AssetDetailMoreInfo';
import { AssetDetailSuccessChance } from './AssetDetailSuccessChance';
import { VisualTile } from '../../visual-kit/components/VisualTile';

export interface AssetDetailViewProps {
  asset: Asset;
  /** The master image: founding image, else reference image. */
  masterUrl: string | null;
  chance: AssetSuccessChance;
  /** Narrow layout: details move into the More Info dialog. */
  large: boolean;
  /** The history; undefined while it first loads. */
  visuals: Transformation[] | undefined;
  /** The exposed history error (after 3 failed polls), or null. */
  historyError: string | null;
  isNew: (transformationId: string) => boolean;
  newCount: number;
  onMarkAllSeen: () => void;
  manageMode: boolean;
  onManageModeChange: (on: boolean) => void;
  onOpenMaster: () => void;
  onDownloadMaster: () => void;
  onOpenVisual: (visual: Transformation) => void;
  onDownloadVisual: (visual: Transformation) => void;
  /** Manage mode: asks for confirmation first. */
  onDeleteVisual: (visual: Transformation) => void;
  /** A failed visual, straight from its tile. */
  onDeleteFailed: (visual: Transformation) => void;
  /** Opens the More Info dialog at once (stories). */
  initialMoreInfoOpen?: boolean;
}

/** The asset detail screen when the asset is loaded (spec §2). */
export function AssetDetailView(props: AssetDetailViewProps) {
  const { asset, masterUrl, chance, large, visuals } = props;
  const [moreInfo, setMoreInfo] = useState(props.initialMoreInfoOpen ?? false);
  const type = JEWELRY_TYPE_LABELS[asset.jewelry_type];

  return (
    <Stack
      gap={{ narrow: '10', large: '16' }}
      width="full"
      marginX="auto"
      paddingTop={{ narrow: '6', large: '12' }}
      paddingX={{ narrow: '4', large: '10' }}
      paddingBottom={{ narrow: '12', large: '16' }}
      className={styles.page}
    >
      <Box
        as="section"
        display="grid"
        gap={{ narrow: '6', large: '12' }}
        alignItems={{ large: 'start' }}
        className={styles.hero}
        aria-label="Design"
      >
        <Box as="figure" margin="0" minWidth="0">
          <Box
            position="relative"
            width="full"
            borderRadius="xl"
            overflow="hidden"
            className={styles.masterMat}
          >
            {masterUrl ? (
              <>
                <Box
                  as="img"
                  position="absolute"
                  padding={{ narrow: '6', large: '10' }}
                  className={styles.masterImage}
                  src={masterUrl}
                  alt={asset.name}
                />
                <button
                  type="button"
                  className={styles.masterOpen}
                  aria-label="Open master image"
                  onClick={props.onOpenMaster}
                />
              </>
            ) : (
              <Box
                as="span"
                position="absolute"
                display="grid"
                placeItems="center"
                color="muted"
                fontFamily="display"
                fontSize="xl"
                className={styles.fill}
              >
                No master image
              </Box>
            )}
          </Box>
          <Inline
            as="figcaption"
            wrap="nowrap"
            justify="space-between"
            gap="3"
            marginTop="2"
            color="muted"
            fontSize="xs"
            letterSpacing="caps"
            textTransform="uppercase"
            className={styles.masterCaption}
          >
            <span>Master design</span>
            {masterUrl && (
              <Button
                variant="ghost"
                size="sm"
                startIcon={<Download size={16} aria-hidden />}
                aria-label="Download master image"
                className={styles.captionAction}
                onClick={props.onDownloadMaster}
              >
                Download
              </Button>
            )}
          </Inline>
        </Box>

        <Stack gap={{ narrow: '5', large: '6' }} minWidth="0" paddingTop={{ large: '4' }}>
          <Stack gap="2">
            <p className={typography.eyebrow}>{type}</p>
            <h1 className={styles.title}>{asset.name}</h1>
          </Stack>

          {large ? (
            <>
              <Facts asset={asset} chance={chance} type={type} />
              {asset.description?.trim() && (
                <p className={styles.description}>{asset.description}</p>
              )}
            </>
          ) : (
            <Inline gap="3">
              <AssetDetailSuccessChance chance={chance} />
            </Inline>
          )}

          <Inline gap="3">
            <ButtonLink
              to={`/assets/${asset.asset_id}/confirm-details`}
              variant="secondary"
              startIcon={<Pencil size={16} aria-hidden />}
            >
              Edit Details
            </ButtonLink>
            {!large && (
              <Button
                variant="ghost"
                startIcon={<Info size={16} aria-hidden />}
                onClick={() => setMoreInfo(true)}
              >
                More Info
              </Button>
            )}
          </Inline>
        </Stack>
      </Box>

      <Stack as="section" gap="6" aria-labelledby="generated-visuals">
        <Inline
          wrap={{ narrow: 'wrap', large: 'nowrap' }}
          justify="space-between"
          gap="4"
          paddingBottom="4"
          className={styles.historyHeader}
        >
          <h2 className={typography.headline} id="generated-visuals">
            Generated Visuals{' '}
            <Box as="span" color="muted">
              | {visuals?.length ?? 0}
            </Box>
          </h2>
          <Inline
            wrap="nowrap"
            justify="space-between"
            gap={{ narrow: '4', large: '8' }}
            width={{ narrow: 'full', large: 'auto' }}
          >
            <Switch
              label="Manage Visuals"
              checked={props.manageMode}
              onChange={props.onManageModeChange}
            />
            <ButtonLink
              to={`/craft/${asset.asset_id}`}
              variant="primary"
              startIcon={<Sparkles size={16} aria-hidden />}
            >
              Craft More
            </ButtonLink>
          </Inline>
        </Inline>

        {props.newCount > 0 && (
          <Inline gap="3" color="secondary" fontSize="sm" className={styles.newLine}>
            <Chip tone="accent">New</Chip>
            <span>{props.newCount === 1 ? '1 new visual' : `${props.newCount} new visuals`}</span>
            <Button variant="ghost" size="sm" onClick={props.onMarkAllSeen}>
              Mark all as seen
            </Button>
          </Inline>
        )}
        {props.manageMode && (
          <Alert tone="warning" role="status">
            {MANAGE_WARNING}
          </Alert>
        )}
        {props.historyError && (
          <Alert tone="error" role="alert">
            {HISTORY_ERROR_PREFIX}
            {props.historyError}
          </Alert>
        )}

        {visuals === undefined ? (
          props.historyError ? null : (
            <ul className={styles.grid} aria-label="Loading visuals" aria-busy="true">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%' }} />
                </li>
              ))}
            </ul>
          )
        ) : visuals.length === 0 ? (
          <EmptyState
            icon={<Wand2 size={28} strokeWidth={1.25} />}
            title={NO_VISUALS_MESSAGE}
            description="Pack shots, model shots, lifestyle scenes and 3D models of this design will appear here."
            action={
              <ButtonLink
                to={`/craft/${asset.asset_id}`}
                variant="primary"
                startIcon={<Sparkles size={16} aria-hidden />}
              >
                Create First Visual
              </ButtonLink>
            }
          />
        ) : (
          <ul className={styles.grid} aria-label="Generated visuals">
            {visuals.map((visual) => {
              const failed = isFailedStatus(visual.status);
              return (
                <li key={visual.transformation_id}>
                  <VisualTile
                    visual={visual}
                    isNew={props.isNew(visual.transformation_id)}
                    onOpen={() => props.onOpenVisual(visual)}
                    onDownload={() => props.onDownloadVisual(visual)}
                    onDeleteFailed={failed ? () => props.onDeleteFailed(visual) : undefined}
                    onDelete={
                      props.manageMode && !failed ? () => props.onDeleteVisual(visual) : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Stack>

      {!large && (
        <AssetDetailMoreInfo
          asset={asset}
          chance={chance}
          open={moreInfo}
          onClose={() => setMoreInfo(false)}
        />
      )}
    </Stack>
  );
}
