// Collection (`/collection`): the designer's designs as a grid with search, type filter, sort and
// pages kept in the address, the empty invitation to upload, and deleting a design.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CollectionScreen } from '../../src/features/collection/CollectionScreen';
import {
  makeAsset,
  makeSampleAssets,
  NECKLACE_ASSET_ID,
  RING_ASSET_ID,
} from '../mocks/fixtures/assets';
import { MOCK_IMAGE_BY_TYPE } from '../mocks/fixtures/images';
import { makeSession } from '../mocks/fixtures/profile';
import { assetHandlers } from '../mocks/handlers/assets';
import { withSession } from '../mocks/session';
import { JEWELRY_TYPES } from '../../src/api/catalogue';

const meta = {
  title: 'Features/Collection',
  component: CollectionScreen,
  parameters: {
    router: { path: '/collection', initialEntry: '/collection' },
    store: withSession(makeSession()),
  },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.list(), assetHandlers.remove());
  },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** A larger collection than one page holds: the five samples and nine more. */
function manyAssets() {
  const samples = makeSampleAssets();
  const more = Array.from({ length: 9 }, (_, index) => {
    const type = JEWELRY_TYPES[index % JEWELRY_TYPES.length]!;
    const day = String(10 - index).padStart(2, '0');
    return makeAsset({
      asset_id: `f0000000-0000-4000-8000-00000000000${index}`,
      name: `Atelier Study ${index + 1}`,
      jewelry_type: type,
      s3_founding_image_url: MOCK_IMAGE_BY_TYPE[type],
      created_at: `2025-01-${day}T10:00:00Z`,
      visual_count: index,
    });
  });
  return [...samples, ...more];
}

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('listAssets'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Collection' }),
    ).toBeVisible();
    await expect(canvas.getByText('Loading your designs...')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading your designs' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Your collection is waiting for its first piece',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload your first design' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const Grid: Story = {
  play: async ({ canvas }) => {
    const ring = await canvas.findByRole('link', { name: /Celeste Halo Ring/ });
    await expect(ring).toHaveAttribute('href', `/assets/${RING_ASSET_ID}`);
    await expect(within(ring).getByText('6 visuals')).toBeVisible();
    await expect(within(ring).getByText('Ring')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Aurora Drop Necklace/ })).toHaveAttribute(
      'href',
      `/assets/${NECKLACE_ASSET_ID}`,
    );
    await expect(canvas.getByText('5 designs')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All types' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Delete Celeste Halo Ring' })).toBeVisible();
    // The visuals of every design, reachable from here.
    await expect(canvas.getByRole('link', { name: 'All visuals' })).toHaveAttribute(
      'href',
      '/transformations',
    );
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.error('listAssets', 500, 'The studio is resting. Please try again.'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your designs could not be loaded');
    await expect(alert).toHaveTextContent('The studio is resting. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Typing searches after a pause; a type filter narrows it again; both reset the page. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: /Celeste Halo Ring/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search designs' }), 'gold');
    await waitFor(() => expect(canvas.getByText('2 designs')).toBeVisible());
    await expect(canvas.getByRole('link', { name: /Celeste Halo Ring/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Aurora Drop Necklace/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Necklace' }));
    await waitFor(() => expect(canvas.getByText('1 design')).toBeVisible());
    await expect(canvas.queryByRole('link', { name: /Celeste Halo Ring/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Necklace' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: /Celeste Halo Ring/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search designs' }), 'tiara{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'No designs match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByText('5 designs')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Search designs' })).toHaveValue(''),
    );
  },
};

/** Sorted by name, on the second of two pages. */
export const Paged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.list(manyAssets()));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Showing 1–12 of 14 designs')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(await canvas.findByText('Showing 13–14 of 14 designs')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Atelier Study|Ring|Necklace/ })).toHaveLength(
      2,
    );
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Aurora Drop Necklace' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Delete this design?',
    });
    await expect(dialog).toHaveTextContent(
      '“Aurora Drop Necklace” and its 3 visuals will be removed from your collection. This cannot be undone.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('deleteAsset'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Aurora Drop Necklace' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Deleting...' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Confirmed: the design leaves the grid and the server's message shows. */
export const Deleted: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...assetHandlers.liveCollection());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Aurora Drop Necklace' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText('Design deleted.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: /Aurora Drop Necklace/ })).toBeNull(),
    );
    await expect(canvas.getByText('4 designs')).toBeVisible();
    // The message closes on its own after 4 s; the screenshots show the grid after it.
    await waitFor(() => expect(page(canvasElement).queryByText('Design deleted.')).toBeNull(), {
      timeout: 6000,
    });
  },
};
