// The generated visual preview dialog (spec §2): an image or a 3D model, Download, the Expand menu
// and View in Collection, desktop and mobile. The visual comes from GET /api/transformations/{id}.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectedVisualPreview } from '../../src/features/visual-kit/ConnectedVisualPreview';
import { transformationQueryAtom } from '../../src/features/visual-kit/atoms';
import { RING_ASSET_ID } from '../mocks/fixtures/assets';
import { MOCK_IMAGES } from '../mocks/fixtures/images';
import { makeSession } from '../mocks/fixtures/profile';
import {
  make3DVisual,
  makeTransformation,
  makeVisualHistory,
} from '../mocks/fixtures/transformations';
import { assetHandlers } from '../mocks/handlers/assets';
import { transformationHandlers } from '../mocks/handlers/transformations';
import { withSession } from '../mocks/session';

interface HarnessProps {
  /** Desktop only: show View in Collection. */
  showCollectionButton?: boolean;
  /** Turn the 3D model; off keeps screenshots still. */
  autoRotate?: boolean;
}

/** Opens the preview of the visual named in the address, as a screen listing visuals would. */
function VisualPreviewHarness({ showCollectionButton = true, autoRotate = true }: HarnessProps) {
  const { transformationId } = useParams();
  const query = useAtomValue(transformationQueryAtom(transformationId ?? null));
  const [open, setOpen] = useState(true);
  if (!query.data) return null;
  return (
    <ConnectedVisualPreview
      visual={open ? query.data : null}
      onClose={() => setOpen(false)}
      showCollectionButton={showCollectionButton}
      autoRotate={autoRotate}
    />
  );
}

const PACK_SHOT_ID = makeTransformation().transformation_id;
const MODEL_ID = make3DVisual().transformation_id;
const NO_IMAGE_ID = '0c9f6e2a-4b1d-4e8a-9c3f-7a2d5b8e1f21';
const NO_MODEL_ID = '0c9f6e2a-4b1d-4e8a-9c3f-7a2d5b8e1f22';

const visuals = [
  ...makeVisualHistory(),
  // Completed, but its image is gone from storage.
  makeTransformation({
    transformation_id: NO_IMAGE_ID,
    scene_name: 'Black velvet',
    display_url: MOCK_IMAGES.missing,
    output_asset_urls: { main_view: MOCK_IMAGES.missing },
  }),
  // Completed 3D model with only its still: no model file to show.
  make3DVisual({
    transformation_id: NO_MODEL_ID,
    scene_name: 'Gallery turntable',
    display_url: null,
    output_asset_urls: { thumbnail_url: MOCK_IMAGES.ring3dThumbnail },
  }),
];

const at = (id: string) => ({
  path: '/visuals/:transformationId',
  initialEntry: `/visuals/${id}`,
  state: null,
});

const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Visual Preview',
  component: VisualPreviewHarness,
  parameters: { router: at(PACK_SHOT_ID), store: withSession(makeSession()) },
  beforeEach: ({ msw }) => {
    msw.use(
      transformationHandlers.get(visuals),
      transformationHandlers.create(),
      assetHandlers.get(),
    );
  },
} satisfies Meta<typeof VisualPreviewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

async function openDialog({ canvasElement }: Play, name: string) {
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog', { name });
  return { page, dialog: within(dialog), element: dialog };
}

async function expectImageReady(play: Play) {
  const { dialog } = await openDialog(play, 'White seamless');
  const image = dialog.getByRole('img', { name: 'White seamless' });
  await expect(image).toHaveAttribute('src', MOCK_IMAGES.ringPackShot);
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Expand' })).toBeVisible();
  return dialog;
}

export const ImageDesktop: Story = {
  play: async (play) => {
    const dialog = await expectImageReady(play);
    await expect(dialog.getByRole('link', { name: 'View in Collection' })).toHaveAttribute(
      'href',
      `/assets/${RING_ASSET_ID}`,
    );
  },
};

export const ImageMobile: Story = {
  globals: narrow,
  play: async (play) => {
    const dialog = await expectImageReady(play);
    await expect(dialog.getByRole('link', { name: 'View in Collection' })).toHaveAttribute(
      'href',
      `/assets/${RING_ASSET_ID}`,
    );
  },
};

export const Model3D: Story = {
  parameters: { router: at(MODEL_ID) },
  args: { autoRotate: false },
  play: async (play) => {
    const { dialog, element } = await openDialog(play, 'Studio turntable');
    const viewer = await waitFor(
      () => {
        const found = element.querySelector('model-viewer');
        if (!found) throw new Error('model-viewer is not on the page yet');
        return found;
      },
      { timeout: 15000 },
    );
    // React sets `src` as the element's property once model-viewer is defined.
    await waitFor(() =>
      expect((viewer as HTMLElement & { src?: string }).src).toContain(MOCK_IMAGES.ring3dModel),
    );
    await expect(viewer).toHaveAttribute('camera-controls');
    // Still for the screenshot: auto-rotate off, and the model fully loaded.
    await expect(viewer).not.toHaveAttribute('auto-rotate');
    // Parsing and the first software-rendered frame can take a while on a busy machine.
    await waitFor(() => expect(element.querySelector('[data-state="loaded"]')).not.toBeNull(), {
      timeout: 35000,
    });
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
    // 3D models are never expanded (spec §4).
    await expect(dialog.queryByRole('button', { name: 'Expand' })).toBeNull();
  },
};

export const ImageUnavailable: Story = {
  parameters: { router: at(NO_IMAGE_ID) },
  play: async (play) => {
    const { dialog } = await openDialog(play, 'Black velvet');
    await expect(
      await dialog.findByRole('img', { name: 'Image Preview Unavailable' }),
    ).toHaveTextContent('Image Preview Unavailable');
  },
};

export const ModelUnavailable: Story = {
  parameters: { router: at(NO_MODEL_ID) },
  play: async (play) => {
    const { dialog } = await openDialog(play, 'Gallery turntable');
    await expect(
      await dialog.findByRole('img', { name: '3D Model Preview Unavailable' }),
    ).toHaveTextContent('3D Model Preview Unavailable');
    await expect(dialog.queryByRole('button', { name: 'Expand' })).toBeNull();
  },
};

export const ExpandMenuOpen: Story = {
  play: async (play) => {
    const dialog = await expectImageReady(play);
    await play.userEvent.click(dialog.getByRole('button', { name: 'Expand' }));
    const { page } = await openDialog(play, 'White seamless');
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Story reel (9:16)',
      'Social post (1:1)',
      'Website banner (16:9)',
      'Advertisement (4:5)',
      'Creative zoom out (Zoom Out)',
    ]);
  },
};

export const WithoutCollectionButton: Story = {
  args: { showCollectionButton: false },
  play: async (play) => {
    const dialog = await expectImageReady(play);
    await expect(dialog.queryByRole('link', { name: 'View in Collection' })).toBeNull();
  },
};
