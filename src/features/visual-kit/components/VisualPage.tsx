// The page the visual screens share (Craft's choice of design, the list of every visual): the
// centred column, opened by the page's eyebrow, title and lead.
import type { ReactNode } from 'react';
import { PageIntro, type PageIntroProps } from '../../../ui/PageIntro';
import * as styles from './VisualPage.css';

export interface VisualPageProps extends Pick<PageIntroProps, 'eyebrow' | 'title' | 'lead'> {
  children: ReactNode;
}

export function VisualPage({ children, ...intro }: VisualPageProps) {
  return (
    <div className={styles.page}>
      <PageIntro {...intro} leadClassName={styles.lead} />
      {children}
    </div>
  );
}
