import { Coins } from 'lucide-react';
import { Chip } from '../../../ui/Chip';
import { formatCredits } from '../model';
import * as styles from './CreditChip.css';

/**
 * The balance, always one tap from plans and credit packs. Credits held by visuals in the making
 * show beside it, so a designer sees the cost leave at once and come back if a visual fails.
 */
export function CreditChip(props: { credits: number; reserved: number }) {
  return (
    <Chip tone="accent" icon={<Coins size={14} strokeWidth={1.75} aria-hidden />} to="/pricing">
      {formatCredits(props.credits)}
      {props.reserved > 0 && <span className={styles.reserved}> · {props.reserved} reserved</span>}
    </Chip>
  );
}
