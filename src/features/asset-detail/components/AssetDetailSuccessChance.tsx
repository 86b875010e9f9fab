import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { Spinner } from '../../../ui/Spinner';
import { Tooltip } from '../../../ui/Tooltip';
import { ANALYZING_LABEL } from '../../../api/assessment';
import type { AssetSuccessChance } from '../../visual-kit/model';
import * as styles from './AssetDetail.css';

/** The tooltip: the challenges worst first, or why there are none to list. */
export function ChallengesSummary({ chance }: { chance: AssetSuccessChance }) {
  if (chance.tooltipMessage !== null || !chance.challenges) {
    return <span>{chance.tooltipMessage}</span>;
  }
  return (
    <span>
      <Box as="span" fontWeight="semibold">
        Challenges
      </Box>
      <Box as="ul" marginTop="1" marginBottom="0" marginX="0" paddingLeft="4">
        {chance.challenges.map((challenge) => (
          <li key={challenge.key}>
            {challenge.label} ({challenge.score})
          </li>
        ))}
      </Box>
    </span>
  );
}

/** Spec §4: the success-chance chip from base_fidelity_score, its challenges in a tooltip. */
export function AssetDetailSuccessChance({ chance }: { chance: AssetSuccessChance }) {
  if (chance.pending) {
    return (
      <Chip tone="neutral" icon={<Spinner size="sm" tone="current" />}>
        {ANALYZING_LABEL}
      </Chip>
    );
  }
  return (
    <Tooltip content={<ChallengesSummary chance={chance} />} placement="bottom">
      <button
        type="button"
        className={styles.chipButton}
        aria-label={`Success chance: ${chance.label}`}
        data-testid="success-chance"
      >
        <Chip tone={chance.tone}>{chance.label}</Chip>
      </button>
    </Tooltip>
  );
}
