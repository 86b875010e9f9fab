import { Gem, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import { IconButton } from '../../../ui/IconButton';
import { galleryLink, galleryText } from '../../../ui/gallery.css';
import { masterImageOf, visualCountLabel } from '../model';
import * as styles from './Collection.css';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';
import { sprinkles } from '../../../ui/theme/sprinkles.css';

export interface DesignCardProps {
  asset: Asset;
  onDelete: (asset: Asset) => void;
}

/** One design on its mat: opens the design; a delete control sits over the mat's corner. */
export function DesignCard({ asset, onDelete }: DesignCardProps) {
  const image = masterImageOf(asset);
  return (
    <Box as="li" position="relative" minWidth="0">
      <Link className={galleryLink} to={`/assets/${asset.asset_id}`}>
        <div className={styles.mat}>
          {image ? (
            <img className={styles.matImage} src={image} alt="" loading="lazy" decoding="async" />
          ) : (
            <Gem className={sprinkles({ color: 'muted' })} size={40} strokeWidth={1} aria-hidden />
          )}
        </div>
        <div className={galleryText}>
          <h2 className={styles.cardName} title={asset.name}>
            {asset.name}
          </h2>
          <Inline
            as="p"
            rowGap="1"
            columnGap="2"
            color="secondary"
            fontSize="xs"
            letterSpacing="wide"
          >
            <span>{JEWELRY_TYPE_LABELS[asset.jewelry_type]}</span>
            <span className={sprinkles({ color: 'muted' })} aria-hidden>
              ·
            </span>
            <span className={asset.visual_count ? sprinkles({ color: 'accent' }) : undefined}>
              {visualCountLabel(asset.visual_count)}
            </span>
          </Inline>
        </div>
      </Link>
      <IconButton
        label={`Delete ${asset.name}`}
        icon={<Trash2 size={16} aria-hidden />}
        variant="ghost"
        size="sm"
        className={styles.deleteButton}
        onClick={() => onDelete(asset)}
      />
    </Box>
  );
}
