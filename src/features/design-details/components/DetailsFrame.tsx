import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { IconButton } from '../../../ui/IconButton';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import * as styles from './Details.css';

export interface DetailsFrameProps {
  title: string;
  onBack: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Narrow: a full-height panel. Wide: a card. Both with a back arrow and a close button. */
export function DetailsFrame({ title, onBack, onClose, children }: DetailsFrameProps) {
  return (
    <Box width="full" paddingX={{ large: '8' }}>
      <Stack as="section" className={styles.frame} aria-labelledby="design-details-title">
        <Inline
          as="header"
          wrap="nowrap"
          gap="2"
          paddingY={{ narrow: '2', large: '4' }}
          paddingX={{ narrow: '2', large: '6' }}
          className={styles.header}
        >
          <IconButton label="Back" icon={<ArrowLeft size={20} />} onClick={onBack} />
          <Box
            as="h1"
            flex="1"
            fontFamily="display"
            fontWeight="medium"
            fontSize={{ narrow: 'xl', large: '3xl' }}
            lineHeight="tight"
            id="design-details-title"
          >
            {title}
          </Box>
          <IconButton label="Close" icon={<X size={20} />} onClick={onClose} />
        </Inline>
        {children}
      </Stack>
    </Box>
  );
}
