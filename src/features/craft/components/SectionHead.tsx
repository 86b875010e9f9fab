import type { ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';

/** A Craft section's serif heading, with a small link at the other end of its line. */
export function SectionHead({ id, title, link }: { id: string; title: string; link?: ReactNode }) {
  return (
    <Inline wrap="nowrap" alignY="baseline" justify="space-between" gap="4" marginBottom="5">
      <Box
        as="h2"
        id={id}
        fontFamily="display"
        fontSize={{ narrow: 'xl', large: '2xl' }}
        fontWeight="medium"
      >
        {title}
      </Box>
      {link}
    </Inline>
  );
}
