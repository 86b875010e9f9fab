import type { LibraryPhoto } from '../../../api/library';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import type { Transformation } from '../../../api/transformation';
import { Alert } from '../../../ui/Alert';
import { SkeletonTiles } from '../../../ui/SkeletonTiles';
import * as typography from '../../../ui/typography.css';
import type { CraftSelection, CreditCheck } from '../model';
import * as styles from './Craft.css';
import { CraftOptions } from './CraftOptions';
import { CraftSummary } from './CraftSummary';
import { VisualTile } from '../../visual-kit/components/VisualTile';
import * as visualPage from '../../visual-kit/components/VisualPage.css';
import { Box } from '../../../ui/Box';
import { Columns } from '../../../ui/Columns';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { SectionHead } from './SectionHead';
import { bareList } from '../../../ui/list.css';

export interface CraftVisualsState {
  status: 'pending' | 'error' | 'success';
  items: readonly Transformation[];
  isNew: (transformationId: string) => boolean;
  errorMessage?: string | null;
}

export interface CraftStudioProps {
  asset: Asset;
  selection: CraftSelection;
  onSelectionChange: (selection: CraftSelection) => void;
  credits: CreditCheck;
  refusedForCredits: boolean;
  submitting: boolean;
  error: string | null;
  submitted: string | null;
  onGenerate: () => void;
  visuals: CraftVisualsState;
  onOpenVisual?: (visual: Transformation) => void;
  onDownloadVisual?: (visual: Transformation) => void;
  /** The designer's own photographs for the chosen kind (see CraftOptions). */
  yourPhotos?: readonly LibraryPhoto[];
}

function imageOf(asset: Asset): string | null {
  return asset.s3_founding_image_url ?? asset.s3_reference_url ?? asset.cropped_image_url;
}

/** /craft/{assetId}: the design on its mat, the choices of a visual, its cost, and its visuals. */
export function CraftStudio({
  asset,
  selection,
  onSelectionChange,
  credits,
  refusedForCredits,
  submitting,
  error,
  submitted,
  onGenerate,
  visuals,
  onOpenVisual,
  onDownloadVisual,
  yourPhotos,
}: CraftStudioProps) {
  const image = imageOf(asset);
  return (
    <div className={visualPage.page}>
      <Box
        display="grid"
        gap="8"
        alignItems="start"
        columnGap={{ large: '12' }}
        className={styles.studio}
      >
        <Box
          as="aside"
          display="flex"
          flexDirection={{ narrow: 'row', large: 'column' }}
          alignItems={{ narrow: 'center', large: 'stretch' }}
          gap={{ narrow: '4', large: '5' }}
          className={styles.designPanel}
          aria-label="Design"
        >
          <div className={styles.designMat}>
            {image && <img className={styles.designMatImage} src={image} alt={asset.name} />}
          </div>
          <Stack gap="2" minWidth="0">
            <span className={typography.eyebrow}>
              Crafting from · {JEWELRY_TYPE_LABELS[asset.jewelry_type]}
            </span>
            <Box as="h1" overflowWrap="anywhere" className={typography.headline}>
              {asset.name}
            </Box>
            <Inline alignY="stretch" rowGap="1" columnGap="4">
              <Link className={styles.link} to="/craft">
                <ArrowLeft size={14} aria-hidden />
                Choose another design
              </Link>
              <Link className={styles.link} to={`/assets/${asset.asset_id}`}>
                View design
              </Link>
            </Inline>
          </Stack>
        </Box>
        <Box minWidth="0" className={styles.optionsColumn}>
          <CraftOptions
            jewelryType={asset.jewelry_type}
            selection={selection}
            onChange={onSelectionChange}
            disabled={submitting}
            {...(yourPhotos ? { yourPhotos } : {})}
          />
        </Box>
        <Box minWidth="0" className={styles.summaryPlace}>
          <CraftSummary
            credits={credits}
            refusedForCredits={refusedForCredits}
            submitting={submitting}
            error={error}
            submitted={submitted}
            onGenerate={onGenerate}
          />
        </Box>
      </Box>

      <section aria-labelledby="craft-visuals-title">
        <SectionHead
          id="craft-visuals-title"
          title="Visuals of this design"
          link={
            <Link className={styles.link} to={`/assets/${asset.asset_id}`}>
              Open in collection
            </Link>
          }
        />
        {visuals.status === 'error' && visuals.items.length === 0 ? (
          <Alert tone="error">{visuals.errorMessage ?? 'The visuals could not be loaded.'}</Alert>
        ) : visuals.status !== 'pending' && visuals.items.length === 0 ? (
          <Box
            as="p"
            padding="6"
            borderRadius="lg"
            textAlign="center"
            className={styles.visualsEmpty}
          >
            No visuals yet. The first one you generate appears here.
          </Box>
        ) : (
          <Columns
            as="ul"
            columns={{ narrow: '2', large: '4' }}
            gap={{ narrow: '4', large: '6' }}
            className={bareList}
            aria-busy={visuals.status === 'pending' || undefined}
          >
            {visuals.status === 'pending' ? (
              <SkeletonTiles count={4} />
            ) : (
              visuals.items.map((visual) => (
                <li key={visual.transformation_id}>
                  <VisualTile
                    visual={visual}
                    isNew={visuals.isNew(visual.transformation_id)}
                    {...(onOpenVisual ? { onOpen: () => onOpenVisual(visual) } : {})}
                    {...(onDownloadVisual ? { onDownload: () => onDownloadVisual(visual) } : {})}
                  />
                </li>
              ))
            )}
          </Columns>
        )}
      </section>
    </div>
  );
}
