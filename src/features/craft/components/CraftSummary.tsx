import { Sparkles } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import * as typography from '../../../ui/typography.css';
import { NOT_ENOUGH_CREDITS_TITLE, notEnoughCreditsText, type CreditCheck } from '../model';
import * as styles from './Craft.css';

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
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={short ? `${styles.figureValue} ${styles.figureShort}` : styles.figureValue}>
        {value === null ? (
          '–'
        ) : (
          <>
            {value}
            <span className={styles.figureUnit}>{value === 1 ? 'credit' : 'credits'}</span>
          </>
        )}
      </dd>
    </div>
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
    <section className={styles.summary} aria-label="Cost and balance">
      <dl className={styles.figures}>
        <Figure label="Cost" value={credits.cost} />
        <Figure label="Balance" value={balance} short={short} />
        <Figure
          label="After"
          value={credits.kind === 'enough' && !refusedForCredits ? credits.remaining : null}
        />
      </dl>
      {short && (
        <Alert tone="warning" title={NOT_ENOUGH_CREDITS_TITLE}>
          <p className={styles.alertText}>{notEnoughCreditsText(credits.cost, balance)}</p>
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
      <div className={styles.summaryActions}>
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
      </div>
    </section>
  );
}
