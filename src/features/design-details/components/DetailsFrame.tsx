import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../../ui/IconButton';
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
    <div className={styles.outer}>
      <section className={styles.frame} aria-labelledby="design-details-title">
        <header className={styles.header}>
          <IconButton label="Back" icon={<ArrowLeft size={20} />} onClick={onBack} />
          <h1 className={styles.title} id="design-details-title">
            {title}
          </h1>
          <IconButton label="Close" icon={<X size={20} />} onClick={onClose} />
        </header>
        {children}
      </section>
    </div>
  );
}
