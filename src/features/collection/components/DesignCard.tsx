import { Gem, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Asset } from '../../../api/asset';
import { JEWELRY_TYPE_LABELS } from '../../../api/catalogue';
import { IconButton } from '../../../ui/IconButton';
import { galleryLink, galleryText } from '../../../ui/gallery.css';
import { masterImageOf, visualCountLabel } from '../model';
import * as styles from './Collection.css';

export interface DesignCardProps {
  asset: Asset;
  onDelete: (asset: Asset) => void;
}

/** One design on its mat: opens the design; a delete control sits over the mat's corner. */
export function DesignCard({ asset, onDelete }: DesignCardProps) {
  const image = masterImageOf(asset);
  return (
    <li className={styles.card}>
      <Link className={galleryLink} to={`/assets/${asset.asset_id}`}>
        <div className={styles.mat}>
          {image ? (
            <img className={styles.matImage} src={image} alt="" loading="lazy" decoding="async" />
          ) : (
            <Gem className={styles.matEmpty} size={40} strokeWidth={1} aria-hidden />
          )}
        </div>
        <div className={galleryText}>
          <h2 className={styles.cardName} title={asset.name}>
            {asset.name}
          </h2>
          <p className={styles.cardMeta}>
            <span>{JEWELRY_TYPE_LABELS[asset.jewelry_type]}</span>
            <span className={styles.dot} aria-hidden>
              ·
            </span>
            <span className={asset.visual_count ? styles.visualCount : undefined}>
              {visualCountLabel(asset.visual_count)}
            </span>
          </p>
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
    </li>
  );
}
