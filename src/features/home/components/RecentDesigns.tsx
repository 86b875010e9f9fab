import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import { Alert } from '../../../ui/Alert';
import { Skeleton } from '../../../ui/Skeleton';
import { matImage } from '../../../ui/surface.css';
import * as styles from './Home.css';
import { Columns } from '../../../ui/Columns';
import { Inline } from '../../../ui/Inline';

export interface RecentDesignsProps {
  status: 'pending' | 'error' | 'success';
  items: readonly Asset[];
}

function imageOf(asset: Asset): string | null {
  return asset.s3_founding_image_url ?? asset.cropped_image_url ?? asset.s3_reference_url;
}

/** The designer's latest designs, to pick up where they left off. */
export function RecentDesigns({ status, items }: RecentDesignsProps) {
  if (status === 'success' && items.length === 0) return null;
  return (
    <section aria-labelledby="recent-designs-title">
      <Inline wrap="nowrap" alignY="baseline" justify="space-between" gap="4" marginBottom="4">
        <h2 className={styles.sectionTitle} id="recent-designs-title">
          Recent designs
        </h2>
        <Link className={styles.link} to="/collection">
          View collection
        </Link>
      </Inline>
      {status === 'error' ? (
        <Alert tone="error">Your recent designs could not be loaded.</Alert>
      ) : (
        <Columns
          as="ul"
          columns={{ narrow: '2', large: '3' }}
          gap={{ narrow: '4', large: '6' }}
          margin="0"
          padding="0"
          className={styles.grid}
          aria-busy={status === 'pending' || undefined}
        >
          {status === 'pending'
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%' }} />
                </li>
              ))
            : items.map((asset) => {
                const image = imageOf(asset);
                return (
                  <li key={asset.asset_id}>
                    <Link className={styles.tile} to={`/assets/${asset.asset_id}`}>
                      <div className={styles.mat}>
                        {image && <img className={matImage} src={image} alt="" loading="lazy" />}
                      </div>
                      <p className={styles.tileName}>{asset.name}</p>
                      <p className={styles.tileMeta}>{JEWELRY_TYPE_LABELS[asset.jewelry_type]}</p>
                    </Link>
                  </li>
                );
              })}
        </Columns>
      )}
    </section>
  );
}
