// The words that open a page: small capitals above, the display title, a lead paragraph under it.
import type { ReactNode } from 'react';
import { Stack, type StackProps } from './Stack';
import { displayTitle, eyebrow, lead } from './typography.css';

export interface PageIntroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** The lead's own class, for a screen's measure (its max width); default the plain lead. */
  leadClassName?: string;
  gap?: StackProps['gap'];
  /** After the lead: a row of buttons, for instance. */
  children?: ReactNode;
}

export function PageIntro({ gap = '3', leadClassName = lead, ...props }: PageIntroProps) {
  return (
    <Stack as="header" gap={gap}>
      {props.eyebrow != null && <p className={eyebrow}>{props.eyebrow}</p>}
      <h1 className={displayTitle}>{props.title}</h1>
      {props.lead != null && <p className={leadClassName}>{props.lead}</p>}
      {props.children}
    </Stack>
  );
}
