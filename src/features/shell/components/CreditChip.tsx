import { Coins } from 'lucide-react';
import { Chip } from '../../../ui/Chip';
import { formatCredits } from '../model';

/** The balance, always one tap from plans and credit packs. */
export function CreditChip(props: { credits: number }) {
  return (
    <Chip tone="accent" icon={<Coins size={14} strokeWidth={1.75} aria-hidden />} to="/pricing">
      {formatCredits(props.credits)}
    </Chip>
  );
}
