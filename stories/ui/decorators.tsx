import type { Decorator } from '@storybook/react-vite';

/** Lays small components out in a padded, wrapping row so their screenshots look composed. */
export const paddedRow: Decorator = (Story) => (
  <div style={{ padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    <Story />
  </div>
);
