// A row of filter pills as a named list; each child is an <li> holding a `filterPill` button.
import type { ReactNode } from 'react';
import { Inline } from './Inline';
import { filterPillList } from './filters.css';

export function FilterPills({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Inline
      as="ul"
      gap="2"
      padding="1"
      alignY="stretch"
      className={filterPillList}
      aria-label={label}
    >
      {children}
    </Inline>
  );
}
