import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { hairlineRim } from '../../../ui/surface.css';
import { Spinner } from '../../../ui/Spinner';
import * as typography from '../../../ui/typography.css';
import { ANALYZING_LABEL, NO_CHALLENGES_MESSAGE } from '../../../api/assessment';
import { successTone, type SuccessChanceView } from '../model';
import { PanelTitle } from './PanelText';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { bareList } from '../../../ui/list.css';

/** The success chance of a faithful render, and the criteria that make it hard. */
export function SuccessChance({ view }: { view: SuccessChanceView }) {
  return (
    <Stack
      as="section"
      gap="3"
      padding="4"
      borderRadius="lg"
      background="raised"
      className={hairlineRim}
      aria-labelledby="success-chance-title"
    >
      <Inline wrap="nowrap" justify="space-between" gap="3">
        <PanelTitle as="h2" id="success-chance-title">
          Success chance
        </PanelTitle>
        {view.pending ? (
          <Chip tone="neutral" icon={<Spinner size="sm" tone="current" />}>
            {ANALYZING_LABEL}
          </Chip>
        ) : (
          <Chip tone={successTone(view.label)} data-testid="success-label">
            {view.label}
          </Chip>
        )}
      </Inline>
      {!view.pending && (
        <>
          {view.score === null ? (
            <p className={typography.caption}>
              No score yet: choose Sketch or Photo as the image style.
            </p>
          ) : (
            <Box as="p" fontFamily="display" fontSize="2xl">
              {view.score.toFixed(1)} / 10
            </Box>
          )}
          {view.challenges.length === 0 ? (
            <p className={typography.caption}>{NO_CHALLENGES_MESSAGE}</p>
          ) : (
            <>
              <p className={typography.caption}>Challenges</p>
              <Inline as="ul" gap="2" alignY="stretch" className={bareList} aria-label="Challenges">
                {view.challenges.map((challenge) => (
                  <li key={challenge.key}>
                    <Chip tone="warning">
                      {challenge.label} · {challenge.score}
                    </Chip>
                  </li>
                ))}
              </Inline>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
