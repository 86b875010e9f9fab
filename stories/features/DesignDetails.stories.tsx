// Confirm design (/designs/confirm-new, temporaryDesign in navigation state) and edit asset details
// (/assets/{id}/confirm-details): every state of spec §2 with data from MSW.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AppStore } from '../../src/app/providers';
import { cropExporterAtom } from '../../src/features/design-details/atoms';
import { DesignDetailsScreen } from '../../src/features/design-details/DesignDetailsScreen';
import { makePendingAssessment } from '../mocks/fixtures/assessments';
import { makeAsset, RING_ASSET_ID } from '../mocks/fixtures/assets';
import { makeTemporaryDesign } from '../mocks/fixtures/designs';
import { makeSession } from '../mocks/fixtures/profile';
import { assetHandlers } from '../mocks/handlers/assets';
import { withSession } from '../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const signedIn = withSession(makeSession());

const newRoute = (temporaryDesign: unknown = makeTemporaryDesign()) => ({
  path: '/designs/confirm-new',
  initialEntry: '/designs/confirm-new',
  state: { temporaryDesign },
});
const editRoute = (id = RING_ASSET_ID) => ({
  path: '/assets/:assetId/confirm-details',
  initialEntry: `/assets/${id}/confirm-details`,
  state: null,
});

const meta = {
  title: 'Features/Design Details',
  component: DesignDetailsScreen,
  parameters: { router: newRoute(), store: signedIn },
  beforeEach: ({ msw }) => {
    msw.use(
      assetHandlers.get(),
      assetHandlers.create(),
      assetHandlers.update(),
      assetHandlers.uploadManualCrop(),
    );
  },
} satisfies Meta<typeof DesignDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

const saveButton = (canvas: Play['canvas']) =>
  canvas.findByRole('button', { name: 'Save and Continue' });

async function turnOffAutoCrop({ canvas, userEvent }: Play) {
  await userEvent.click(await canvas.findByRole('switch', { name: 'Auto crop' }));
  return canvas.findByLabelText(/^Crop area/);
}

async function expectNewDesignReady(canvas: Play['canvas']) {
  await expect(await canvas.findByLabelText(/Design Name/)).toHaveValue('Celeste Halo Ring');
  await expect(canvas.getByLabelText(/Material/)).toHaveValue('Rose gold');
  await expect(canvas.getByLabelText(/Gemstones/)).toHaveValue('Pink sapphire, diamonds');
  // Sketch criteria 8, 7.5, 6, 3.5, 9, 3 average 6.17: Challenging.
  await expect(canvas.getByTestId('success-label')).toHaveTextContent('Challenging');
  const challenges = within(canvas.getByRole('list', { name: 'Challenges' })).getAllByRole(
    'listitem',
  );
  await expect(challenges.map((item) => item.textContent)).toEqual([
    'Extraneous Marks · 3',
    'Perspective And Scale · 3.5',
  ]);
  await expect(canvas.getByRole('switch', { name: 'Auto crop' })).toBeChecked();
  await expect(canvas.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
  await expect(await saveButton(canvas)).toBeEnabled();
}

export const NewDesign: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirm New Design' }),
    ).toBeVisible();
    await expectNewDesignReady(canvas);
  },
};

export const NewDesignMobile: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirm Design' }),
    ).toBeVisible();
    await expectNewDesignReady(canvas);
  },
};

async function expectEditReady(canvas: Play['canvas']) {
  await expect(await canvas.findByLabelText(/Design Name/)).toHaveValue('Celeste Halo Ring');
  await expect(canvas.getByText('Style is based on original upload.')).toBeVisible();
  await expect(canvas.queryByRole('switch', { name: 'Auto crop' })).toBeNull();
  await expect(await saveButton(canvas)).toBeEnabled();
}

export const EditAsset: Story = {
  parameters: { router: editRoute() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit Asset Details' }),
    ).toBeVisible();
    await expectEditReady(canvas);
  },
};

export const EditAssetMobile: Story = {
  parameters: { router: editRoute() },
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit Details' }),
    ).toBeVisible();
    await expectEditReady(canvas);
  },
};

export const Loading: Story = {
  parameters: { router: editRoute() },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('getAsset'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading the design')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoDesignData: Story = {
  parameters: {
    router: { path: '/designs/confirm-new', initialEntry: '/designs/confirm-new', state: null },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No design data found. Please start by uploading a new design.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Start Over' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { router: editRoute('missing-asset') },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Asset with ID "missing-asset" not found.',
    );
    await expect(canvas.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
  },
};

export const Saving: Story = {
  parameters: { router: editRoute() },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('updateAsset'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText('Saving changes...')).toBeVisible();
  },
};

export const GeneratingCrop: Story = {
  parameters: {
    store: (store: AppStore) => {
      signedIn(store);
      store.set(cropExporterAtom, { run: () => new Promise<Blob>(() => {}) });
    },
  },
  play: async (context) => {
    await turnOffAutoCrop(context);
    await context.userEvent.click(await saveButton(context.canvas));
    await expect(await context.canvas.findByText('Generating your custom crop...')).toBeVisible();
  },
};

export const UploadingCrop: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('uploadManualCrop'));
  },
  play: async (context) => {
    await turnOffAutoCrop(context);
    await context.userEvent.click(await saveButton(context.canvas));
    await expect(await context.canvas.findByText('Uploading your custom crop...')).toBeVisible();
  },
};

export const Finalizing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('createAsset'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText('Finalizing new design...')).toBeVisible();
  },
};

// react-image-crop positions the selection in percent of the image.
const cropOf = (box: HTMLElement) =>
  [box.style.left, box.style.top, box.style.width, box.style.height].map((v) => parseFloat(v));

export const ManualCrop: Story = {
  play: async (context) => {
    const box = await turnOffAutoCrop(context);
    // 765 × 900 sketch: 90% of the width, square in pixels, centred.
    const [x0 = 0, y0 = 0, w0 = 0, h0 = 0] = cropOf(box);
    await expect([x0, y0, w0, h0].map((v) => v.toFixed(2))).toEqual([
      '5.00',
      '11.75',
      '90.00',
      '76.50',
    ]);
    box.focus();
    await context.userEvent.keyboard('{ArrowLeft}');
    const [x1 = 0] = cropOf(box);
    await expect(x1).toBeLessThan(5);
    await context.userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const [, y2 = 0] = cropOf(box);
    await expect(y2).toBeGreaterThan(11.75);
    await context.userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    const [, y3 = 0] = cropOf(box);
    await expect(y3).toBeCloseTo(100 - 76.5, 1);
    await expect(context.canvas.getByRole('switch', { name: 'Auto crop' })).not.toBeChecked();
  },
};

export const MissingRequiredFields: Story = {
  parameters: {
    router: newRoute(
      makeTemporaryDesign({
        detected_characteristics: {
          name: null,
          jewelry_type: 'tiara',
          image_style: 'painting',
          material: 'unknown',
          gemstones: 'none',
        },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText(/Design Name/);
    // No detected name: the filename without its extension.
    await expect(name).toHaveValue('celeste-halo-sketch');
    await expect(canvas.getByLabelText(/Material/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Gemstones/)).toHaveValue('');
    await userEvent.clear(name);
    await expect(
      canvas.getByText(
        'Design Name, Jewelry Type, and a valid Input Style (Sketch or Photo) are required.',
      ),
    ).toBeVisible();
    await expect(await saveButton(canvas)).toBeDisabled();
    await expect(canvas.getByTestId('success-label')).toHaveTextContent('N/A');
  },
};

export const AnalysisPending: Story = {
  parameters: {
    router: newRoute(makeTemporaryDesign({ difficulty_assessment: makePendingAssessment() })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Analyzing...')).toBeVisible();
    await expect(canvas.queryByTestId('success-label')).toBeNull();
  },
};

export const SaveError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.error('createAsset', 409, 'This temporary design has expired.'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This temporary design has expired.',
    );
    await expect(await saveButton(canvas)).toBeEnabled();
  },
};

// ---- Navigation ------------------------------------------------------------------------------

export const SaveNewGoesToCraft: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText(`Navigated to /craft/${RING_ASSET_ID}`)).toBeVisible();
  },
};

export const SaveEditGoesToCraft: Story = {
  parameters: { router: editRoute() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText(/Design Name/));
    await userEvent.type(canvas.getByLabelText(/Design Name/), 'Celeste Halo, Rose');
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText(`Navigated to /craft/${RING_ASSET_ID}`)).toBeVisible();
  },
};

export const CloseInNewMode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(await canvas.findByText('Navigated to /collection')).toBeVisible();
  },
};

export const BackWhenEditing: Story = {
  parameters: { router: editRoute() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText(`Navigated to /assets/${RING_ASSET_ID}`)).toBeVisible();
  },
};

export const EditKeepsAssetValues: Story = {
  parameters: { router: editRoute() },
  beforeEach: ({ msw }) => {
    msw.use(
      assetHandlers.get(
        makeAsset({
          material: null,
          gemstones: 'Emerald',
          detected_characteristics: {
            name: 'Detected',
            jewelry_type: 'ring',
            image_style: 'sketch',
            material: 'Yellow gold',
            gemstones: 'Ruby',
          },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Design Name/)).toHaveValue('Celeste Halo Ring');
    await expect(canvas.getByLabelText(/Gemstones/)).toHaveValue('Emerald');
    await expect(canvas.getByLabelText(/Material/)).toHaveValue('Yellow gold');
  },
};
