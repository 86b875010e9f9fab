// Transformations (`/transformations`): every visual across the designer's designs, filtered by
// status and kind, live while any is being made; a finished visual opens its preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TransformationsScreen } from '../../src/features/history/TransformationsScreen';
import type { Transformation } from '../../src/api/transformation';
import { NECKLACE_ASSET_ID, RING_ASSET_ID, WATCH_ASSET_ID } from '../mocks/fixtures/assets';
import { MOCK_IMAGES } from '../mocks/fixtures/images';
import { makeSession } from '../mocks/fixtures/profile';
import {
  makeLongHistory,
  makeTransformation,
  makeVisualHistory,
} from '../mocks/fixtures/transformations';
import { frameScreenshot } from '../harness/screenshot-frame';
import { assetHandlers } from '../mocks/handlers/assets';
import { transformationHandlers } from '../mocks/handlers/transformations';
import { withSession } from '../mocks/session';

/** The ring's history plus visuals of the necklace and the watch, newest first. */
function studioHistory(): Transformation[] {
  const necklace = makeTransformation({
    transformation_id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e01',
    asset_id: NECKLACE_ASSET_ID,
    pipeline_step_name: 'necklace_pack_shot',
    scene_name: 'Champagne',
    created_at: '2025-03-12T11:20:00Z',
    display_url: MOCK_IMAGES.necklace,
    output_asset_urls: { main_view: MOCK_IMAGES.necklace },
  });
  const watch = makeTransformation({
    transformation_id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e02',
    asset_id: WATCH_ASSET_ID,
    pipeline_step_name: 'watch_lifestyle',
    composition_type: 'lifestyle',
    scene_name: 'Oak',
    quality_requested: 'standard',
    created_at: '2025-03-12T11:05:00Z',
    display_url: MOCK_IMAGES.watch,
    output_asset_urls: { main_view: MOCK_IMAGES.watch },
  });
  return [necklace, watch, ...makeVisualHistory()];
}

const meta = {
  title: 'Features/Transformations',
  component: TransformationsScreen,
  parameters: {
    router: { path: '/transformations', initialEntry: '/transformations' },
    store: withSession(makeSession()),
  },
  beforeEach: ({ msw }) => {
    msw.use(
      assetHandlers.list(),
      assetHandlers.get(),
      transformationHandlers.list(studioHistory()),
    );
  },
} satisfies Meta<typeof TransformationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.pending('listTransformations'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transformations' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading visuals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No visuals yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start crafting' })).toHaveAttribute(
      'href',
      '/craft',
    );
  },
};

export const List: Story = {
  play: async ({ canvas }) => {
    const champagne = await canvas.findByRole('article', { name: 'Champagne' });
    await expect(within(champagne).getByText('Completed')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Veined marble' })).getByText('Processing'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Black velvet' })).getByText('Queued'),
    ).toBeVisible();
    // Every generated visual, never the master image.
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.queryByRole('article', { name: 'Master design' })).toBeNull();
    await expect(canvas.getByText('Live: visuals in progress update on their own')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Aurora Drop Necklace' })).toHaveAttribute(
      'href',
      `/assets/${NECKLACE_ASSET_ID}`,
    );
    await expect(canvas.getAllByRole('link', { name: 'Celeste Halo Ring' })[0]).toHaveAttribute(
      'href',
      `/assets/${RING_ASSET_ID}`,
    );
    await expect(canvas.getByRole('button', { name: /^All/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FilteredFailed: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Champagne' });
    await userEvent.click(canvas.getByRole('button', { name: /^Failed/ }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    const oak = canvas.getByRole('article', { name: 'Oak' });
    await expect(within(oak).getByText('Failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Failed/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FilteredByKind: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('article', { name: 'Champagne' });
    await userEvent.click(canvas.getByRole('button', { name: /^Kind/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Lifestyle' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'))).toEqual(
        ['Oak', 'Veined marble', 'Oak'],
      ),
    );
  },
};

export const OpensPreview: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Champagne' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Download/ })).toBeVisible();
  },
};

const tileNames = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  canvas.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'));
const studies = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => `Study ${from - index}`);

/** More than a page of visuals: counts marked partial, and the way to the older ones. */
export const OlderRemain: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.list(makeLongHistory(62)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Study 62' });
    await expect(canvas.getAllByRole('article')).toHaveLength(50);
    await expect(canvas.getByRole('button', { name: /^Completed/ })).toHaveTextContent(
      /^Completed43\+$/,
    );
    const button = canvas.getByRole('button', { name: 'Load older visuals' });
    await expect(button).toBeEnabled();
    frameScreenshot(() => canvas.queryByRole('button', { name: 'Load older visuals' }));
  },
};

/**
 * 62 visuals: the live first page holds the newest 50 and the counts say so ('50+'); 'Load older
 * visuals' brings the last 12 (a short page), then goes, and the counts become exact.
 */
export const LoadOlder: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.list(makeLongHistory(62)));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Study 62' });
    await expect(tileNames(canvas)).toEqual(studies(62, 13));
    await expect(canvas.getByRole('button', { name: /^All/ })).toHaveTextContent(/^All50\+$/);
    await expect(canvas.getByRole('button', { name: /^Failed/ })).toHaveTextContent(/^Failed7\+$/);

    await userEvent.click(canvas.getByRole('button', { name: 'Load older visuals' }));
    await canvas.findByRole('article', { name: 'Study 1' });
    await expect(tileNames(canvas)).toEqual(studies(62, 1));
    await expect(canvas.queryByRole('button', { name: 'Load older visuals' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^All/ })).toHaveTextContent(/^All62$/);
    await expect(canvas.getByRole('button', { name: /^Failed/ })).toHaveTextContent(/^Failed8$/);
    frameScreenshot(() => canvas.queryByRole('article', { name: 'Study 1' }));
  },
};

/** An older page fails: an error line with a retry; the 50 visuals shown stay. */
export const LoadOlderFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.olderPagesFailing(makeLongHistory(62), 2));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Study 62' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load older visuals' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Older visuals could not be loaded: The studio is busy. Please try again.',
    );
    await expect(tileNames(canvas)).toEqual(studies(62, 13));
    await expect(canvas.queryByRole('button', { name: 'Load older visuals' })).toBeNull();

    // The retry fails too: still nothing lost.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Older visuals could not be loaded'),
    );
    await expect(tileNames(canvas)).toEqual(studies(62, 13));
    frameScreenshot(() => canvas.queryByRole('alert'));
  },
};

/** After a failed older page, Try again loads it: every visual, once, in order. */
export const LoadOlderRetried: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.olderPagesFailing(makeLongHistory(62), 1));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Study 62' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load older visuals' }));
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('article', { name: 'Study 1' });
    await expect(tileNames(canvas)).toEqual(studies(62, 1));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load older visuals' })).toBeNull();
    frameScreenshot(() => canvas.queryByRole('article', { name: 'Study 1' }));
  },
};
