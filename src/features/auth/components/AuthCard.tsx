import { useId, type ReactNode } from 'react';
import { Gem } from 'lucide-react';
import { Card } from '../../../ui/Card';
import * as styles from './AuthCard.css';

/** The card holding a sign-in form: gem mark, display heading, a line of welcome, the form. */
export function AuthCard(props: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" padding="none" className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          <Gem size={22} strokeWidth={1.25} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {props.title}
        </h1>
        <p className={styles.subtitle}>{props.subtitle}</p>
      </header>
      {props.children}
      {props.footer != null && <p className={styles.footer}>{props.footer}</p>}
    </Card>
  );
}
