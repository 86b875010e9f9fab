// Asset detail (/assets/{assetId}): every state of spec §2 with data from MSW, the visuals history
// with New flags, manage mode and delete (spec §4), the More Info dialog and an expand job.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { CreateTransformationRequest } from '../../src/api/transformation';
import { AssetDetailScreen } from '../../src/features/asset-detail/AssetDetailScreen';
import { newFlagsStorageKey } from '../../src/features/visual-kit/model';
import { RING_ASSET_ID } from '../mocks/fixtures/assets';
import { MOCK_IMAGES } from '../mocks/fixtures/images';
import { makeSession } from '../mocks/fixtures/profile';
import {
  makeExpandedVisual,
  makeFailedVisual,
  makeLongHistory,
  makeVisualHistory,
} from '../mocks/fixtures/transformations';
import { frameScreenshot } from '../harness/screenshot-frame';
import { assetHandlers } from '../mocks/handlers/assets';
import { queuedFrom, transformationHandlers } from '../mocks/handlers/transformations';
import { withSession } from '../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

const route = (id = RING_ASSET_ID) => ({
  path: '/assets/:assetId',
  initialEntry: `/assets/${id}`,
  state: null,
});

/** Seeds the asset's stored New flags: every visual known, the given ones New. */
function seedNewFlags(...newIds: string[]) {
  const flags = Object.fromEntries(
    makeVisualHistory().map((visual) => [
      visual.transformation_id,
      newIds.includes(visual.transformation_id),
    ]),
  );
  window.localStorage.setItem(newFlagsStorageKey(RING_ASSET_ID), JSON.stringify(flags));
}

const meta = {
  title: 'Features/Asset Detail',
  component: AssetDetailScreen,
  parameters: { router: route(), store: withSession(makeSession()) },
  beforeEach: ({ msw }) => {
    // Flags left by another story would make this one's New chips depend on the order.
    window.localStorage.removeItem(newFlagsStorageKey(RING_ASSET_ID));
    msw.use(
      assetHandlers.get(),
      ...transformationHandlers.liveHistory(),
      transformationHandlers.create(),
    );
  },
} satisfies Meta<typeof AssetDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The page is ready: the design and its history are on screen. */
async function ready(canvas: Play['canvas']) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Celeste Halo Ring' }),
  ).toBeVisible();
  await expect(
    await canvas.findByRole('heading', { level: 2, name: 'Generated Visuals | 7' }),
  ).toBeVisible();
}

async function manage({ canvas, userEvent }: Play) {
  await ready(canvas);
  await userEvent.click(canvas.getByRole('switch', { name: 'Manage Visuals' }));
}

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('getAsset'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Asset Details...')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Asset Not Found' })).toBeVisible();
    await expect(canvas.getByText(/could not be found/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      assetHandlers.error('getAsset', 503, 'The studio is resting. Please try again in a minute.'),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The studio is resting. Please try again in a minute.');
    await expect(canvas.queryByText('Asset Not Found')).toBeNull();
  },
};

export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.unavailable());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Asset data is currently unavailable.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  },
};

export const MissingId: Story = {
  parameters: { router: { path: '/assets/', initialEntry: '/assets/', state: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No Asset ID provided in URL.',
    );
  },
};

export const Ready: Story = {
  beforeEach: () => {
    seedNewFlags(makeExpandedVisual().transformation_id);
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await expect(canvas.getByText('Ring', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Rose gold')).toBeVisible();
    await expect(canvas.getByText('Pink sapphire, diamonds')).toBeVisible();
    await expect(canvas.getByText(/An oval pink sapphire/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Celeste Halo Ring' })).toHaveAttribute(
      'src',
      MOCK_IMAGES.ring,
    );
    await expect(canvas.getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
      'href',
      `/assets/${RING_ASSET_ID}/confirm-details`,
    );
    await expect(canvas.getByRole('link', { name: 'Craft More' })).toHaveAttribute(
      'href',
      `/craft/${RING_ASSET_ID}`,
    );
    // 7.8: Good; the sketch's weakest criteria, worst first, in the tooltip.
    const chance = canvas.getByRole('button', { name: 'Success chance: Good' });
    await userEvent.hover(chance);
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Extraneous Marks (3)Perspective And Scale (3.5)');
    // It leaves Edit Details (below the chip) uncovered.
    const tip = tooltip.getBoundingClientRect();
    const edit = canvas.getByRole('link', { name: 'Edit Details' }).getBoundingClientRect();
    const clear =
      tip.bottom <= edit.top ||
      tip.top >= edit.bottom ||
      tip.right <= edit.left ||
      tip.left >= edit.right;
    await expect(clear).toBe(true);
    await userEvent.unhover(chance);
    // The master row of the history is the master image, shown apart: 7 tiles.
    const tiles = within(canvas.getByRole('list', { name: 'Generated visuals' })).getAllByRole(
      'article',
    );
    await expect(tiles).toHaveLength(7);
    await expect(within(tiles[2]!).getByText('New')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as seen' })).toBeVisible();
    await waitFor(() => expect(tooltip).not.toBeVisible());
  },
};

export const MarkAllSeen: Story = {
  beforeEach: () => {
    seedNewFlags(makeExpandedVisual().transformation_id);
  },
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    const tile = await canvas.findByRole('article', { name: 'Story reel 9:16 · White seamless' });
    await expect(within(tile).getByText('New')).toBeVisible();
    await expect(canvas.getByText('1 new visual')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(canvas.queryByText('New')).toBeNull());
    const stored = JSON.parse(
      window.localStorage.getItem(newFlagsStorageKey(RING_ASSET_ID)) ?? '{}',
    ) as Record<string, boolean>;
    await expect(Object.values(stored).some(Boolean)).toBe(false);
  },
};

export const NoVisuals: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Generated Visuals | 0' }),
    ).toBeVisible();
    await expect(await canvas.findByText('No visuals generated yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create First Visual' })).toHaveAttribute(
      'href',
      `/craft/${RING_ASSET_ID}`,
    );
  },
};

export const ManageMode: Story = {
  play: async (context) => {
    const { canvas } = context;
    await manage(context);
    await expect(canvas.getByRole('switch', { name: 'Manage Visuals' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('click the delete icon on a visual');
    await expect(canvas.getByRole('button', { name: 'Delete White seamless' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await manage(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete White seamless' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Delete this visual?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.pending('deleteTransformation'));
  },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await manage(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete White seamless' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Deleting...' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Not closable while the request runs.
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('alertdialog')).toBeVisible();
  },
};

export const Deleted: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await manage(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete White seamless' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The server's message (the fixture's 'Visual deleted.').
    await expect(await body(canvasElement).findByText('Visual deleted.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'White seamless' })).toBeNull(),
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Generated Visuals | 6' }),
    ).toBeVisible();
  },
};

export const DeleteFailedVisual: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    const failed = canvas.getByRole('article', { name: makeFailedVisual().scene_name! });
    await userEvent.hover(failed);
    await userEvent.click(within(failed).getByRole('button', { name: 'Delete failed visual' }));
    await expect(
      await body(canvasElement).findByText('Deleted failed visual "Oak".'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Oak' })).toBeNull();
  },
};

export const DeleteFailedVisualError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.error('deleteTransformation', 500, 'Storage is offline.'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    const failed = canvas.getByRole('article', { name: 'Oak' });
    await userEvent.hover(failed);
    await userEvent.click(within(failed).getByRole('button', { name: 'Delete failed visual' }));
    await expect(
      await body(canvasElement).findByText('Deletion failed. Please refresh the page.'),
    ).toBeVisible();
    // The list comes back from the server, the failed visual with it.
    await expect(await canvas.findByRole('article', { name: 'Oak' })).toBeVisible();
  },
};

export const HistoryError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.error('listTransformations', 503, 'The studio is busy.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Could not update transformation history: The studio is busy.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** Narrow: the challenges tooltip opens clear of Edit Details, the control right below the chip. */
export const ChallengesTooltipNarrow: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    const chance = canvas.getByRole('button', { name: 'Success chance: Good' });
    await userEvent.hover(chance);
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Extraneous Marks (3)');
    const tip = tooltip.getBoundingClientRect();
    for (const control of [
      canvas.getByRole('link', { name: 'Edit Details' }),
      canvas.getByRole('button', { name: 'More Info' }),
    ]) {
      const box = control.getBoundingClientRect();
      const clear =
        tip.bottom <= box.top ||
        tip.top >= box.bottom ||
        tip.right <= box.left ||
        tip.left >= box.right;
      await expect(clear).toBe(true);
    }
    await userEvent.unhover(chance);
  },
};

export const MoreInfoDialog: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'More Info' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'More Info' });
    await expect(within(dialog).getByText('Rose gold')).toBeVisible();
    await expect(within(dialog).getByText('Pink sapphire, diamonds')).toBeVisible();
    await expect(within(dialog).getByText(/An oval pink sapphire/)).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Success chance: Good' }),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent('Extraneous Marks (3)');
  },
};

const sent: CreateTransformationRequest[] = [];

export const ExpandSubmitted: Story = {
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      transformationHandlers.create((request) => {
        sent.push(request);
        return queuedFrom(request);
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Open White seamless' }));
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'White seamless' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expand' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Story reel (9:16)' }));
    await expect(
      await page.findByText(
        "Expansion job 'White seamless (story reel)' submitted! Refreshing history...",
      ),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([
      {
        asset_id: RING_ASSET_ID,
        pipeline_step_name: 'ring_expand_story_reel',
        source_image_s3_path: expect.stringContaining('main_view.webp'),
        quality: 'hd',
        composition_type: 'expand',
        scene_name: 'White seamless (story reel)',
      },
    ]);
  },
};

export const ExpandFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.notEnoughCredits());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Golden skin' }));
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Golden skin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expand' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Social post (1:1)' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not enough credits for this visual.',
    );
  },
};

export const MasterImageViewer: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Open master image' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Master design' });
    await expect(within(dialog).getByRole('button', { name: 'Download' })).toBeVisible();
    // The master design is never expanded (spec §4).
    await expect(within(dialog).queryByRole('button', { name: 'Expand' })).toBeNull();
  },
};

/**
 * A design with 210 visuals, more than the largest page (200): the screen reads every page, so
 * the count is true and the oldest visual is there.
 */
export const AllVisuals: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...transformationHandlers.liveHistory(makeLongHistory(210)));
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: 'Generated Visuals | 210',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Study 210' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Study 1' })).toBeVisible();
    await expect(canvas.getAllByRole('article', { name: /^Study / })).toHaveLength(210);
    frameScreenshot(() =>
      canvas.queryByRole('heading', { level: 2, name: 'Generated Visuals | 210' }),
    );
  },
};
