import { Sparkles } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import * as typography from '../../../ui/typography.css';
import { NOT_ENOUGH_CREDITS_TITLE, notEnoughCreditsText, type CreditCheck } from '../model';
import * as styles from './Craft.css';
import { Box } from '../../../ui/Box';
import { Columns } from '../../../ui/Columns';
import { Stack } from '../../../ui/Stack';

export interface CraftSummaryProps {
  credits: CreditCheck;
  /** The studio answered 402: the balance changed since it was shown. */
  refusedForCredits: boolean;
  submitting: boolean;
  error: string | null;
  submitted: string | null;
  onGenerate: () => void;
}

function Figure({ label, value, short }: { label: string; value: number | null; short?: boolean }) {
  return (
    <Stack gap="1" minWidth="0">
      <dt className={typography.capsLabel}>{label}</dt>
      <Box as="dd" color={short ? 'error' : undefined} className={styles.figureValue}>
        {value === null ? (
          '–'
        ) : (
          <>
            {value}
            <Box as="span" fontFamily="body" fontSize="xs" color="secondary" marginLeft="1">
              {value === 1 ? 'credit' : 'credits'}
            </Box>
          </>
        )}
      </Box>
    </Stack>
  );
}

/** What the visual costs against the balance, and the Generate button. */
export function CraftSummary({
  credits,
  refusedForCredits,
  submitting,
  error,
  submitted,
  onGenerate,
}: CraftSummaryProps) {
  const balance = credits.kind === 'unknown' ? null : credits.balance;
  const short = credits.kind === 'short' || refusedForCredits;
  return (
    <Stack
      as="section"
      gap="5"
      padding={{ narrow: '5', large: '6' }}
      className={styles.summary}
      aria-label="Cost and balance"
    >
      <Columns as="dl" columns="3" gap="3" margin="0">
        <Figure label="Cost" value={credits.cost} />
        <Figure label="Balance" value={balance} short={short} />
        <Figure
          label="After"
          value={credits.kind === 'enough' && !refusedForCredits ? credits.remaining : null}
        />
      </Columns>
      {short && (
        <Alert tone="warning" title={NOT_ENOUGH_CREDITS_TITLE}>
          <Box as="p" marginTop="0" marginBottom="3">
            {notEnoughCreditsText(credits.cost, balance)}
          </Box>
          <ButtonLink to="/pricing" variant="secondary" size="sm">
            Get more credits
          </ButtonLink>
        </Alert>
      )}
      {error && (
        <Alert tone="error" title="The visual was not started">
          {error}
        </Alert>
      )}
      {submitted && <Alert tone="success">{submitted}</Alert>}
      <Box display="flex" flexDirection="column-reverse" gap="3">
        <p className={typography.caption}>
          Credits are reserved now and only spent when the visual is ready.
        </p>
        <Button
          variant="primary"
          size="lg"
          fullWidth
          startIcon={<Sparkles size={18} aria-hidden />}
          loading={submitting}
          disabled={credits.kind === 'short'}
          onClick={onGenerate}
        >
          {submitting ? 'Generating...' : 'Generate visual'}
        </Button>
      </Box>
    </Stack>
  );
}
