import { Gem, ImagePlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import { Alert } from '../../../ui/Alert';
import { SkeletonTiles } from '../../../ui/SkeletonTiles';
import { galleryGrid, galleryText } from '../../../ui/gallery.css';
import { matImage } from '../../../ui/surface.css';
import * as typography from '../../../ui/typography.css';
import * as styles from './Craft.css';
import { VisualPage } from '../../visual-kit/components/VisualPage';
import { Box } from '../../../ui/Box';
import { Stack } from '../../../ui/Stack';
import { SectionHead } from './SectionHead';

export interface CraftChooseAssetProps {
  status: 'pending' | 'error' | 'success';
  designs: readonly Asset[];
  /** More designs exist than are offered here. */
  hasMore: boolean;
  errorMessage?: string | null;
}

function imageOf(asset: Asset): string | null {
  return asset.s3_founding_image_url ?? asset.s3_reference_url ?? asset.cropped_image_url;
}

/** /craft without a design: pick one of the designer's designs, or upload a new one on Home. */
export function CraftChooseAsset({
  status,
  designs,
  hasMore,
  errorMessage,
}: CraftChooseAssetProps) {
  return (
    <VisualPage
      eyebrow="Craft"
      title="Choose a design to craft from"
      lead="Pick a piece from your collection, then choose the kind of visual, the scene and the quality. Or bring a new sketch or photo to the studio."
    >
      <section aria-labelledby="craft-designs-title">
        <SectionHead
          id="craft-designs-title"
          title="Your designs"
          link={
            hasMore && (
              <Link className={styles.link} to="/collection">
                See the whole collection
              </Link>
            )
          }
        />
        {status === 'error' ? (
          <Alert tone="error" title="Your designs could not be loaded">
            {errorMessage ?? 'Please check your connection and try again.'}
          </Alert>
        ) : (
          <ul className={galleryGrid} aria-busy={status === 'pending' || undefined}>
            <li>
              <Link className={styles.designLink} to="/">
                <Stack
                  align="center"
                  justifyContent="center"
                  gap="3"
                  padding="4"
                  borderRadius="lg"
                  color="accent"
                  textAlign="center"
                  className={styles.uploadMat}
                >
                  <ImagePlus size={32} strokeWidth={1.25} aria-hidden />
                  <Box as="span" color="secondary" fontSize="xs" className={styles.uploadHint}>
                    A sketch or a photo, read by the studio
                  </Box>
                </Stack>
                <div className={galleryText}>
                  <span className={typography.cardTitle}>Upload a new design</span>
                  <span className={styles.designMeta}>Starts on Home</span>
                </div>
              </Link>
            </li>
            {status === 'pending' ? (
              <SkeletonTiles count={3} lines={['60%']} />
            ) : (
              designs.map((asset) => {
                const image = imageOf(asset);
                return (
                  <li key={asset.asset_id}>
                    <Link className={styles.designLink} to={`/craft/${asset.asset_id}`}>
                      <div className={styles.mat}>
                        {image ? (
                          <img className={matImage} src={image} alt="" loading="lazy" />
                        ) : (
                          <Gem size={32} strokeWidth={1} aria-hidden />
                        )}
                      </div>
                      <div className={galleryText}>
                        <span className={typography.cardTitle}>{asset.name}</span>
                        <span className={styles.designMeta}>
                          {JEWELRY_TYPE_LABELS[asset.jewelry_type]}
                        </span>
                      </div>
                    </Link>
                  </li>
                );
              })
            )}
          </ul>
        )}
      </section>
    </VisualPage>
  );
}
