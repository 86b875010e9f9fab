import { Coins } from 'lucide-react';
import { Chip } from '../../../ui/Chip';
import { formatCredits } from '../model';
import { Box } from '../../../ui/Box';

/**
 * The balance, always one tap from plans and credit packs. Credits held by visuals in the making
 * show beside it, so a designer sees the cost leave at once and come back if a visual fails.
 */
export function CreditChip(props: { credits: number; reserved: number }) {
  return (
    <Chip tone="accent" icon={<Coins size={14} strokeWidth={1.75} aria-hidden />} to="/pricing">
      {formatCredits(props.credits)}
      {/* The narrow top bar has no room beside the logo: there the chip keeps to the balance. */}
      {props.reserved > 0 && (
        <Box
          as="span"
          display={{ narrow: 'none', large: 'inline' }}
          color="muted"
          fontWeight="regular"
          whiteSpace="nowrap"
        >
          {' '}
          · {props.reserved} reserved
        </Box>
      )}
    </Chip>
  );
}
