import type { Asset } from '../../../api/asset';
import { Dialog } from '../../../ui/Dialog';
import { Stack } from '../../../ui/Stack';
import type { AssetSuccessChance } from '../../visual-kit/model';
import * as styles from './AssetDetail.css';
import { AssetDetailSuccessChance, ChallengesSummary } from './AssetDetailSuccessChance';

export interface AssetDetailMoreInfoProps {
  asset: Asset;
  chance: AssetSuccessChance;
  open: boolean;
  onClose: () => void;
}

const orDash = (value: string | null | undefined) => value?.trim() || '—';

/** The design's facts as a ruled list of terms; the type too where the page does not say it. */
export function Facts(props: { asset: Asset; chance: AssetSuccessChance; type?: string }) {
  return (
    <dl className={styles.facts}>
      {props.type && (
        <>
          <dt>Type</dt>
          <dd>{props.type}</dd>
        </>
      )}
      <dt>Materials</dt>
      <dd>{orDash(props.asset.material)}</dd>
      <dt>Gemstones</dt>
      <dd>{orDash(props.asset.gemstones)}</dd>
      <dt>Success chance</dt>
      <dd>
        <AssetDetailSuccessChance chance={props.chance} />
      </dd>
    </dl>
  );
}

/** Narrow layout (spec §2): materials, gemstones, description and the success chance. */
export function AssetDetailMoreInfo({ asset, chance, open, onClose }: AssetDetailMoreInfoProps) {
  return (
    <Dialog open={open} onClose={onClose} title="More Info" description={asset.name}>
      <Stack gap="5">
        <Facts asset={asset} chance={chance} />
        {!chance.pending && (
          <div className={styles.description}>
            <ChallengesSummary chance={chance} />
          </div>
        )}
        <p className={styles.description}>{orDash(asset.description)}</p>
      </Stack>
    </Dialog>
  );
}
