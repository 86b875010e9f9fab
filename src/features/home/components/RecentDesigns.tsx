import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import { Alert } from '../../../ui/Alert';
import { Skeleton } from '../../../ui/Skeleton';
import { matImage } from '../../../ui/surface.css';
import * as styles from './Home.css';
import { Box } from '../../../ui/Box';
import { Columns } from '../../../ui/Columns';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { Inline } from '../../../ui/Inline';
import { bareList } from '../../../ui/list.css';

export interface RecentDesignsProps {
  status: 'pending' | 'error' | 'success';
  items: readonly Asset[];
}

function imageOf(asset: Asset): string | null {
  return asset.s3_founding_image_url ?? asset.cropped_image_url ?? asset.s3_reference_url;
}

const tile = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  color: 'text',
  textDecoration: 'none',
  borderRadius: 'lg',
});

/** The designer's latest designs, to pick up where they left off. */
export function RecentDesigns({ status, items }: RecentDesignsProps) {
  if (status === 'success' && items.length === 0) return null;
  return (
    <section aria-labelledby="recent-designs-title">
      <Inline wrap="nowrap" alignY="baseline" justify="space-between" gap="4" marginBottom="4">
        <Box
          as="h2"
          fontFamily="display"
          fontSize="2xl"
          fontWeight="medium"
          id="recent-designs-title"
        >
          Recent designs
        </Box>
        <Link className={sprinkles({ color: 'accent', fontSize: 'sm' })} to="/collection">
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
          className={bareList}
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
                    <Link className={tile} to={`/assets/${asset.asset_id}`}>
                      <Box
                        display="grid"
                        placeItems="center"
                        overflow="hidden"
                        padding="3"
                        borderRadius="lg"
                        className={styles.mat}
                      >
                        {image && <img className={matImage} src={image} alt="" loading="lazy" />}
                      </Box>
                      <Box as="p" fontSize="sm" fontWeight="medium">
                        {asset.name}
                      </Box>
                      <Box as="p" fontSize="xs" color="secondary">
                        {JEWELRY_TYPE_LABELS[asset.jewelry_type]}
                      </Box>
                    </Link>
                  </li>
                );
              })}
        </Columns>
      )}
    </section>
  );
}
