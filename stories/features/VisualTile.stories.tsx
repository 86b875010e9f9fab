// One generated visual in an asset's history (spec §4 tile display): every state a tile shows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VisualTile } from '../../src/features/visual-kit/components/VisualTile';
import { MOCK_IMAGES } from '../mocks/fixtures/images';
import {
  make3DVisual,
  makeExpandedVisual,
  makeFailedVisual,
  makeModelShotVisual,
  makeProcessingVisual,
  makeQueuedVisual,
  makeTransformation,
  makeUnknownStatusVisual,
  thumbnailOf,
} from '../mocks/fixtures/transformations';

const meta = {
  title: 'Features/Visual Tile',
  component: VisualTile,
  args: {
    visual: makeTransformation(),
    onOpen: fn(),
    onDownload: fn(),
    onDeleteFailed: fn(),
  },
  decorators: [
    // A tile at the size it has in the asset's visuals grid, centred on the page.
    (Story) => (
      <div
        style={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          padding: 24,
          boxSizing: 'border-box',
        }}
      >
        <div style={{ width: 280, maxWidth: '100%' }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof VisualTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open White seamless' });
    await expect(canvas.getByText('White seamless')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
    // The tile loads the 512 px thumbnail, not the full main view (the dialog shows that).
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      thumbnailOf(MOCK_IMAGES.ringPackShot),
    );
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.hover(open);
    const download = canvas.getByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toBeVisible());
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Delete failed visual' })).toBeNull();
  },
};

/** An expansion reads as its format first, so a row of them is not five "White seamles…". */
export const Expansion: Story = {
  args: { visual: makeExpandedVisual() },
  play: async ({ canvas }) => {
    const label = 'Story reel 9:16 · White seamless';
    await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('article', { name: label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Open ${label}` })).toBeVisible();
  },
};

export const Completed3D: Story = {
  args: { visual: make3DVisual() },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText('Studio turntable')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByTitle('3D model')).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Open Studio turntable' });
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      MOCK_IMAGES.ring3dThumbnail,
    );
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.tab();
    const download = canvas.getByRole('button', { name: 'Download' });
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const Processing: Story = {
  args: { visual: makeProcessingVisual() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veined marble')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('Crafting your visual')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Queued: Story = {
  args: { visual: makeQueuedVisual() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Black velvet')).toBeVisible();
    await expect(canvas.getByText('Queued')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  args: { visual: makeFailedVisual() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oak')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('This visual could not be made')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Open/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
    // Out of sight until the tile is hovered or focused, but always in the tab order.
    await expect(canvas.getByRole('button', { name: 'Delete failed visual' })).not.toBeVisible();
  },
};

export const FailedHover: Story = {
  args: { visual: makeFailedVisual() },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('article', { name: 'Oak' }));
    const remove = canvas.getByRole('button', { name: 'Delete failed visual' });
    await waitFor(() => expect(remove).toBeVisible());
    await expect(canvas.getByText('Failed')).toBeVisible();
    await userEvent.click(remove);
    await expect(args.onDeleteFailed).toHaveBeenCalledOnce();
  },
};

export const New: Story = {
  args: { visual: makeModelShotVisual(), isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Golden skin')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Golden skin' })).toBeEnabled();
  },
};

export const ImageError: Story = {
  args: {
    visual: makeTransformation({
      display_url: MOCK_IMAGES.missing,
      output_asset_urls: { main_view: MOCK_IMAGES.missing },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image unavailable')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open White seamless' })).toBeEnabled();
  },
};

export const UnknownStatus: Story = {
  args: { visual: makeUnknownStatusVisual() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Silk')).toBeVisible();
    await expect(canvas.getByText('on_hold')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
