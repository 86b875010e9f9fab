import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import { hairlineRim } from '../../../ui/surface.css';

/** Holds the cut-out panel's place while its code loads. */
export function CutoutPanelPlaceholder() {
  return (
    <Stack
      gap="4"
      padding={{ narrow: '4', large: '5' }}
      borderRadius="lg"
      background="raised"
      className={hairlineRim}
      role="status"
      aria-label="Loading the cut-out editor"
    >
      <Skeleton height={20} width="40%" />
      <Skeleton shape="rect" style={{ aspectRatio: '1 / 1', width: '100%' }} />
      <Skeleton height={32} />
    </Stack>
  );
}
