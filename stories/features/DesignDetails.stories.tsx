// Confirm design (/designs/confirm-new, temporaryDesign in navigation state) and edit asset details
// (/assets/{id}/confirm-details): every state of spec §2 with data from MSW.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { AppStore } from '../../src/app/providers';
import { cropExporterAtom, recropAvailableAtom } from '../../src/features/design-details/atoms';
import { DesignDetailsScreen } from '../../src/features/design-details/DesignDetailsScreen';
import { makePendingAssessment } from '../mocks/fixtures/assessments';
import { makeAsset, RING_ASSET_ID } from '../mocks/fixtures/assets';
import {
  NECKLACE_SIZE,
  RING_SKETCH_MOTIFS,
  RING_SKETCH_SIZE,
  makeFlaggedNecklaceDesign,
  makeSketchSheetDesign,
} from '../mocks/fixtures/cutouts';
import { makeTemporaryDesign } from '../mocks/fixtures/designs';
import { RING_SKETCH_REGIONS } from '../mocks/fixtures/ring-sketch-regions';
import { MOCK_IMAGES } from '../mocks/fixtures/images';
import { makeSession } from '../mocks/fixtures/profile';
import { assetHandlers } from '../mocks/handlers/assets';
import { cutoutHandlers, type CutoutKind, type CutoutMock } from '../mocks/handlers/cutouts';
import { readJson } from '../mocks/handlers/respond';
import { meanAlpha, paintStroke } from '../harness/paint';
import { frameScreenshot } from '../harness/screenshot-frame';
import { withSession } from '../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The sketch's cut-out: the circled ring; choosing the sheet's second design shows that one. */
const sketchCutout: CutoutMock = {
  image: MOCK_IMAGES.ringSketchCutout,
  size: RING_SKETCH_SIZE,
  motifs: RING_SKETCH_MOTIFS,
  refine: (_change, motif) => ({
    image: motif === 1 ? MOCK_IMAGES.ringSketchCutoutMotif2 : MOCK_IMAGES.ringSketchCutout,
  }),
};
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
      ...cutoutHandlers.live('design', sketchCutout),
      ...cutoutHandlers.live('asset', { ...sketchCutout, motifs: [] }),
    );
  },
} satisfies Meta<typeof DesignDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

const saveButton = (canvas: Play['canvas']) =>
  canvas.findByRole('button', { name: 'Save and Continue' });

/** Save becomes ready a render after the cut-out it waited for is shown. */
const saveReady = (canvas: Play['canvas']) =>
  waitFor(async () => expect(await saveButton(canvas)).toBeEnabled(), loaded);

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
  await saveReady(canvas);
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
  await saveReady(canvas);
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
    // Once the crop rests, its cut-out is made: first the crop itself.
    await expect(
      await context.canvas.findByText('Generating your custom crop...', {}, loaded),
    ).toBeVisible();
    await expect(await saveButton(context.canvas)).toBeDisabled();
  },
};

export const UploadingCrop: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('uploadManualCrop'));
  },
  play: async (context) => {
    await turnOffAutoCrop(context);
    await expect(
      await context.canvas.findByText('Uploading your custom crop...', {}, loaded),
    ).toBeVisible();
    await expect(await saveButton(context.canvas)).toBeDisabled();
  },
};

/** Bodies of the story's crop calls (PUT .../crop). */
const cropCalls: unknown[] = [];
function recordCrops(kind: CutoutKind) {
  cropCalls.length = 0;
  return http.put(
    kind === 'design' ? '/api/designs/:id/crop' : '/api/assets/:id/crop',
    async ({ request }) => {
      cropCalls.push(await readJson(request.clone()));
      return undefined;
    },
  );
}

export const CropCutoutBeforeSave: Story = {
  beforeEach: ({ msw }) => {
    sent.create = [];
    msw.use(
      recordCrops('design'),
      ...cutoutHandlers.live('design', {
        ...sketchCutout,
        crop: (key) => ({
          image: key ? MOCK_IMAGES.ringSketchCutoutMotif2 : MOCK_IMAGES.ringSketchCutout,
          review: key ? 'required' : 'ok',
          reasons: key ? ['The cut-out runs along the edge of the photo.'] : [],
        }),
      }),
      http.post('/api/assets', async ({ request }) => {
        sent.create.push(await readJson(request.clone()));
        return undefined;
      }),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await cutoutPanel(canvas);
    await turnOffAutoCrop(context);
    // The crop's cut-out is made before saving and shown for a check.
    await waitFor(() => expect(cropCalls.length).toBeGreaterThan(0), loaded);
    await expect(cropCalls.at(-1)).toEqual({
      s3_key_cropped_image: expect.stringMatching(/manual_crop\.webp$/),
    });
    // The editor starts afresh on the crop's cut-out (a new panel), so the panel is looked up
    // once its reason shows: one looked up before it is gone from the page.
    await waitFor(
      () =>
        expect(
          within(canvas.getByTestId('cutout-panel')).getByText(
            'The cut-out runs along the edge of the photo.',
          ),
        ).toBeVisible(),
      settled,
    );
    const { tools } = await cutoutPanel(canvas);
    const callsBeforeSave = cropCalls.length;
    await expect(tools.getByRole('button', { name: 'Keep' })).toBeEnabled();
    await expect(await saveButton(canvas)).toBeDisabled();
    await userEvent.click(tools.getByRole('checkbox', { name: 'The cut-out looks right' }));
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText(`Navigated to /craft/${RING_ASSET_ID}`)).toBeVisible();
    // The save names the crop the cut-out was made from; nothing is made again at save.
    await expect(sent.create[0]).toMatchObject({
      s3_key_cropped_image: (cropCalls.at(-1) as { s3_key_cropped_image: string })
        .s3_key_cropped_image,
      cutout_confirmed: true,
    });
    await expect(cropCalls).toHaveLength(callsBeforeSave);
  },
};

export const StyleChangeRecut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      recordCrops('design'),
      ...cutoutHandlers.live('design', {
        ...sketchCutout,
        crop: () => ({ image: MOCK_IMAGES.ringSketchCutoutMotif2, review: 'ok', reasons: [] }),
      }),
    );
  },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await cutoutPanel(canvas);
    // The upload was cut out as a sketch; the designer says it is a photo.
    await userEvent.click(canvas.getByRole('button', { name: /Image Style/ }));
    const options = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(options.getByRole('option', { name: 'Photo' }));
    // The upload was scored both ways: the success chance is now the photo's.
    // (9 * 1.5 + 7 * 1.5 + 3.5 * 2 + 8.5 + 8 + 7) / 8 = 6.81: Manageable.
    await expect(canvas.getByTestId('success-label')).toHaveTextContent('Manageable');
    const challenges = within(canvas.getByRole('list', { name: 'Challenges' }));
    await expect(challenges.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Text Logo Presence · 3.5',
    ]);
    // The cut-out is made again for a photo before saving, and shown for a check.
    await waitFor(
      () => expect(cropCalls).toEqual([{ s3_key_cropped_image: null, image_style: 'photo' }]),
      loaded,
    );
    await cutoutPanel(canvas);
    // Shown and checked: Save is ready, and nothing is cut out again until the style changes.
    await saveReady(canvas);
    await expect(cropCalls).toHaveLength(1);
  },
};

export const CropBackToAuto: Story = {
  beforeEach: ({ msw }) => {
    msw.use(recordCrops('design'));
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await turnOffAutoCrop(context);
    await waitFor(() => expect(cropCalls).toHaveLength(1), loaded);
    await cutoutPanel(canvas);
    // Auto crop again: the cut-out of the whole original is made again.
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto crop' }));
    await waitFor(
      () => expect(cropCalls).toEqual([expect.anything(), { s3_key_cropped_image: null }]),
      loaded,
    );
    await cutoutPanel(canvas);
    await saveReady(canvas);
  },
};

export const CropMovedBack: Story = {
  beforeEach: ({ msw }) => {
    // The first crop's cut-out is made; the next one's is still being made when dropped.
    msw.use(recordCrops('design'), cutoutHandlers.pendingCrop('design', 1));
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await cutoutPanel(canvas);
    const box = await turnOffAutoCrop(context);
    await waitFor(() => expect(cropCalls).toHaveLength(1), loaded);
    await saveReady(canvas);
    // Moved: that crop's cut-out is being made...
    box.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cropCalls).toHaveLength(2), loaded);
    await expect(
      await canvas.findByText('Cutting the piece out of your crop...', {}, loaded),
    ).toBeVisible();
    // ...and moved back to the crop whose cut-out is shown: nothing is being made any more.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(
      () => expect(canvas.queryByText('Cutting the piece out of your crop...')).toBeNull(),
      loaded,
    );
    box.blur();
    await saveReady(canvas);
    await expect(cropCalls).toHaveLength(2);
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
    // The moved crop's cut-out is made once it stays still; the screenshots show it made.
    await waitFor(
      () => expect(context.canvas.queryByText(/Your crop changes the cut-out/)).toBeNull(),
      loaded,
    );
    await saveReady(context.canvas);
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
    await saveReady(canvas);
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

// ---- The cut-out -----------------------------------------------------------------------------

/** The necklace's cut-out: a remove stroke clears the hair, a keep stroke brings the drop back. */
const necklaceCutout: CutoutMock = {
  image: MOCK_IMAGES.necklaceCutout,
  review: 'required',
  reasons: makeFlaggedNecklaceDesign().cutout_review_reasons,
  size: NECKLACE_SIZE,
  refine: (change) => {
    const strokes = 'strokes' in change ? change.strokes : [];
    const last = strokes.at(-1);
    if (!last) return { image: MOCK_IMAGES.necklaceCutout };
    return last.mode === 'remove'
      ? { image: MOCK_IMAGES.necklaceCutoutCleaned, review: 'ok', reasons: [] }
      : { image: MOCK_IMAGES.necklaceCutoutKept };
  },
};

/** Where the necklace photo shows what the automatic cut-out got wrong (pixels of the photo). */
const HAIR_STROKE = [
  [478, 12],
  [520, 22],
  [560, 30],
  [585, 18],
] as const;
/** Boxes of the photo: the lock of hair, and the end of the drop with its star. */
const HAIR_BOX = [490, 0, 550, 20] as const;
const DROP_STROKE = [
  [340, 240],
  [350, 300],
  [354, 360],
  [356, 410],
] as const;
const STAR_BOX = [340, 390, 372, 425] as const;
/** The sheet's circled design (the studio's choice) and its second design. */
const CIRCLED_BOX = [387, 348, 611, 423] as const;
const SECOND_BOX = [43, 530, 308, 640] as const;
/** Long enough for the first story of the file to load the editor's code and the images. */
const loaded = { timeout: 5000 };
/** A crop's cut-out made again after the photo loaded late: an export and an upload more. */
const settled = { timeout: 15000 };

/** Bodies the story's cut-out corrections and saves were sent with. */
const sent: { cutout: unknown[]; create: unknown[]; update: unknown[] } = {
  cutout: [],
  create: [],
  update: [],
};

/** Records every correction's body before the story's own handlers answer it. */
function recordCorrections(kind: CutoutKind) {
  sent.cutout = [];
  const path = kind === 'design' ? '/api/designs/:id/cutout' : '/api/assets/:id/cutout';
  return http.put(path, async ({ request }) => {
    sent.cutout.push(await readJson(request.clone()));
    return undefined; // fall through to the next handler
  });
}

const newFlagged = () => newRoute(makeFlaggedNecklaceDesign());

async function cutoutPanel(canvas: Play['canvas']) {
  const editor = (await canvas.findByRole('application', {
    name: 'Cut-out editor',
  })) as HTMLCanvasElement;
  const panel = editor.closest('section')!;
  // The cut-out has loaded and been drawn.
  await waitFor(() => expect(editor.closest('[aria-busy="true"]')).toBeNull(), loaded);
  return { editor, panel, tools: within(panel) };
}

const viewOf = (editor: HTMLElement) => editor.parentElement?.dataset.view;

export const CutoutReview: Story = {
  play: async ({ canvas, userEvent }) => {
    const { editor, panel, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByTestId('cutout-panel'));
    await expect(tools.getByTestId('cutout-review')).toHaveTextContent('Looks clean');
    // Over the checkerboard first; then on the dark mat, and the original to compare.
    await expect(tools.getByRole('radio', { name: 'Checkerboard' })).toBeChecked();
    await expect(viewOf(editor)).toBe('checker');
    await waitFor(
      () => expect(meanAlpha(editor, RING_SKETCH_SIZE, CIRCLED_BOX)).toBeGreaterThan(30),
      loaded,
    );
    await expect(meanAlpha(editor, RING_SKETCH_SIZE, SECOND_BOX)).toBeLessThan(5);
    await userEvent.click(tools.getByRole('radio', { name: 'Dark mat' }));
    await expect(viewOf(editor)).toBe('mat');
    await userEvent.click(tools.getByRole('radio', { name: 'Original' }));
    await expect(viewOf(editor)).toBe('original');
    // The original is the whole sheet: the other designs show.
    await waitFor(
      () => expect(meanAlpha(editor, RING_SKETCH_SIZE, SECOND_BOX)).toBeGreaterThan(250),
      loaded,
    );
    await userEvent.click(tools.getByRole('radio', { name: 'Checkerboard' }));
    for (const name of ['Keep', 'Remove', 'Undo', 'Redo', 'Reset']) {
      await expect(tools.getByRole('button', { name })).toBeVisible();
    }
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(tools.queryByRole('checkbox')).toBeNull();
    await expect(panel).toBeVisible();
    await saveReady(canvas);
  },
};

export const CutoutFlagged: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(...cutoutHandlers.live('design', necklaceCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByTestId('cutout-panel'));
    await expect(tools.getByTestId('cutout-review')).toHaveTextContent('Needs your check');
    const reasons = within(tools.getByRole('list', { name: 'Why' })).getAllByRole('listitem');
    await expect(reasons.map((item) => item.textContent)).toEqual(
      makeFlaggedNecklaceDesign().cutout_review_reasons,
    );
    // Save says what to check and waits for the designer.
    await expect(await saveButton(canvas)).toBeDisabled();
    const gate = canvas.getByTestId('cutout-gate');
    await expect(gate).toHaveTextContent('Check the cut-out before saving');
    await expect(gate).toHaveTextContent('runs along the edge of the photo');
    await expect(gate).toHaveTextContent('tick “The cut-out looks right”');
    const confirm = tools.getByRole('checkbox', { name: 'The cut-out looks right' });
    await expect(confirm).not.toBeChecked();
    await userEvent.click(confirm);
    await saveReady(canvas);
    await userEvent.click(confirm);
    await expect(await saveButton(canvas)).toBeDisabled();
  },
};

export const CutoutConfirmedSaves: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    sent.create = [];
    msw.use(
      ...cutoutHandlers.live('design', necklaceCutout),
      // As the server: a 'required' cut-out is only saved with the designer's confirmation.
      http.post('/api/assets', async ({ request }) => {
        const body = await readJson(request.clone());
        sent.create.push(body);
        if ((body as { cutout_confirmed?: unknown }).cutout_confirmed !== true) {
          return HttpResponse.json(
            { detail: 'cutout_confirmed: required', code: 'cutout_confirmation_required' },
            { status: 422 },
          );
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { tools } = await cutoutPanel(canvas);
    await userEvent.click(tools.getByRole('checkbox', { name: 'The cut-out looks right' }));
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText(`Navigated to /craft/${RING_ASSET_ID}`)).toBeVisible();
    await expect(sent.create).toHaveLength(1);
    await expect(sent.create[0]).toMatchObject({ cutout_confirmed: true });
  },
};

export const CutoutKeepBrush: Story = {
  globals: narrow,
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(recordCorrections('design'), ...cutoutHandlers.live('design', necklaceCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByRole('application', { name: 'Cut-out editor' }));
    // The automatic cut-out lost the drop and its star.
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeGreaterThan(150),
      loaded,
    );
    await expect(meanAlpha(editor, NECKLACE_SIZE, STAR_BOX)).toBeLessThan(20);
    await userEvent.click(tools.getByRole('button', { name: 'Keep' }));
    await expect(tools.getByRole('button', { name: 'Keep' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // One stroke with a finger down the chain.
    await paintStroke(editor, DROP_STROKE, { image: NECKLACE_SIZE, pointerType: 'touch' });
    await waitFor(() => expect(sent.cutout).toHaveLength(1), loaded);
    const [change] = sent.cutout as {
      strokes: { mode: string; radius: number; points: number[][] }[];
    }[];
    await expect(change!.strokes).toHaveLength(1);
    const stroke = change!.strokes[0]!;
    await expect(stroke.mode).toBe('keep');
    // In pixels of the photo, from the first point to the last.
    await expect(stroke.points[0]![0]).toBeCloseTo(340, -1);
    await expect(stroke.points.at(-1)![1]).toBeCloseTo(410, -1);
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, STAR_BOX)).toBeGreaterThan(35),
      loaded,
    );
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeEnabled();
    // The correction confirms the cut-out: Save no longer waits.
    await expect(
      await tools.findByText('Your correction confirms the cut-out.', {}, loaded),
    ).toBeVisible();
    await saveReady(canvas);
  },
};

export const CutoutRemoveBrush: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(recordCorrections('design'), ...cutoutHandlers.live('design', necklaceCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByRole('application', { name: 'Cut-out editor' }));
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeGreaterThan(150),
      loaded,
    );
    // A cut-out that needs checking caps the success chance: isolation and clarity at 3.
    const successChance = within(canvas.getByRole('region', { name: 'Success chance' }));
    await expect(successChance.getByText('5.5 / 10')).toBeVisible();
    await expect(successChance.getByText('Subject Isolation · 3')).toBeVisible();
    await userEvent.click(tools.getByRole('button', { name: 'Remove' }));
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeLessThan(10),
      loaded,
    );
    await expect(sent.cutout).toEqual([{ strokes: [expect.objectContaining({ mode: 'remove' })] }]);
    // The hair was the trouble: the review is clean now, and the cap is lifted, as Save will.
    await expect(tools.getByTestId('cutout-review')).toHaveTextContent('Looks clean');
    await expect(successChance.getByText('6.8 / 10')).toBeVisible();
    await expect(successChance.queryByText('Subject Isolation · 3')).toBeNull();
    await saveReady(canvas);
    // Undo sends the shorter list (none: back to the automatic cut-out), Redo the stroke again.
    await userEvent.click(tools.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent.cutout).toHaveLength(2));
    await expect(sent.cutout[1]).toEqual({ reset: true });
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeGreaterThan(150),
      loaded,
    );
    await userEvent.click(tools.getByRole('button', { name: 'Redo' }));
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeLessThan(10),
      loaded,
    );
    await expect(sent.cutout[2]).toEqual(sent.cutout[0]);
  },
};

export const CutoutPartClick: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(recordCorrections('design'), ...cutoutHandlers.live('design', necklaceCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    await userEvent.click(tools.getByRole('button', { name: 'Remove' }));
    // A click, no drag: the whole part under it goes.
    await paintStroke(editor, [[520, 12]], { image: NECKLACE_SIZE });
    await waitFor(() => expect(sent.cutout).toHaveLength(1), loaded);
    await expect(sent.cutout[0]).toEqual({
      strokes: [
        {
          mode: 'remove',
          part: true,
          radius: expect.any(Number),
          points: [[expect.closeTo(520, -1), expect.closeTo(12, -1)]],
        },
      ],
    });
    // A drag is still a brush stroke.
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    await waitFor(() => expect(sent.cutout).toHaveLength(2), loaded);
    const strokes = (sent.cutout[1] as { strokes: Record<string, unknown>[] }).strokes;
    await expect(strokes).toHaveLength(2);
    await expect(strokes[1]).not.toHaveProperty('part');
  },
};

export const CutoutKeyboard: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(recordCorrections('design'), ...cutoutHandlers.live('design', necklaceCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    const pressed = (name: string) =>
      tools.getByRole('button', { name }).getAttribute('aria-pressed');
    editor.focus();
    await userEvent.keyboard('k');
    await expect(pressed('Keep')).toBe('true');
    await userEvent.keyboard('e');
    await expect(pressed('Remove')).toBe('true');
    await userEvent.keyboard('b');
    await expect(pressed('Keep')).toBe('true');
    await userEvent.keyboard('r');
    await expect(pressed('Remove')).toBe('true');
    const size = tools.getByRole('slider', { name: /Size/ });
    await expect(size).toHaveAttribute('aria-valuetext', '24 pixels');
    editor.focus();
    await userEvent.keyboard(']');
    await expect(size).toHaveAttribute('aria-valuetext', '32 pixels');
    await userEvent.keyboard('[[[[');
    await expect(size).toHaveAttribute('aria-valuetext', '16 pixels');
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeLessThan(10),
      loaded,
    );
    editor.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(sent.cutout.at(-1)).toEqual({ reset: true }));
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeGreaterThan(150),
      loaded,
    );
    await userEvent.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await waitFor(() => expect(sent.cutout.at(-1)).toEqual(sent.cutout[0]));
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeLessThan(10),
      loaded,
    );
  },
};

export const CutoutRefining: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(
      cutoutHandlers.pendingRefine('design'),
      ...cutoutHandlers.live('design', necklaceCutout),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByRole('application', { name: 'Cut-out editor' }));
    await userEvent.click(tools.getByRole('button', { name: 'Remove' }));
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    await expect(await tools.findByText('Refining the cut-out…')).toBeVisible();
    await expect(await saveButton(canvas)).toBeDisabled();
    await expect(canvas.getByTestId('cutout-gate')).toHaveTextContent(
      'The cut-out is being refined',
    );
    await expect(tools.getByRole('checkbox', { name: 'The cut-out looks right' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A correction that fails while `failing()` says so, then answers like the live cut-out. */
function flakyCorrections(failing: () => boolean) {
  return http.put('/api/designs/:id/cutout', () =>
    failing()
      ? HttpResponse.json(
          { detail: 'The studio is busy right now. Please try again in a moment.' },
          { status: 503 },
        )
      : undefined,
  );
}

export const CutoutRefineError: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    msw.use(
      flakyCorrections(() => true),
      ...cutoutHandlers.live('design', necklaceCutout),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByTestId('cutout-panel'));
    await userEvent.click(tools.getByRole('button', { name: 'Remove' }));
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    const title = await tools.findByText('The cut-out could not be refined');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    await expect(alert).toHaveTextContent('The studio is busy right now.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The stroke is still there to undo; Save keeps the cut-out as shown.
    await expect(tools.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

let refineDown = true;
export const CutoutRetryAfterError: Story = {
  parameters: { router: newFlagged() },
  beforeEach: ({ msw }) => {
    refineDown = true;
    msw.use(
      flakyCorrections(() => refineDown),
      ...cutoutHandlers.live('design', necklaceCutout),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    await paintStroke(editor, HAIR_STROKE, { image: NECKLACE_SIZE });
    const retry = await tools.findByRole('button', { name: 'Retry' });
    refineDown = false;
    await userEvent.click(retry);
    await waitFor(
      () => expect(meanAlpha(editor, NECKLACE_SIZE, HAIR_BOX)).toBeLessThan(10),
      loaded,
    );
    await expect(tools.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

const sheetRoute = () => newRoute(makeSketchSheetDesign());

export const SketchMotifPicker: Story = {
  parameters: { router: sheetRoute() },
  beforeEach: ({ msw }) => {
    msw.use(recordCorrections('design'), ...cutoutHandlers.live('design', sketchCutout));
  },
  play: async ({ canvas, userEvent }) => {
    const { editor, tools } = await cutoutPanel(canvas);
    frameScreenshot(() => canvas.queryByTestId('cutout-panel'));
    const designs = within(tools.getByRole('group', { name: /several designs/ })).getAllByRole(
      'radio',
    );
    await expect(designs).toHaveLength(4);
    await expect(tools.getByRole('radio', { name: 'Design 1, the studio’s choice' })).toBeChecked();
    await waitFor(
      () => expect(meanAlpha(editor, RING_SKETCH_SIZE, CIRCLED_BOX)).toBeGreaterThan(30),
      loaded,
    );
    await userEvent.click(tools.getByRole('radio', { name: 'Design 2' }));
    await waitFor(() => expect(sent.cutout).toEqual([{ motif: 1 }]));
    await expect(tools.getByRole('radio', { name: 'Design 2' })).toBeChecked();
    // The second design is the cut-out now, and the circled one is not.
    await waitFor(
      () => expect(meanAlpha(editor, RING_SKETCH_SIZE, SECOND_BOX)).toBeGreaterThan(20),
      loaded,
    );
    await expect(meanAlpha(editor, RING_SKETCH_SIZE, CIRCLED_BOX)).toBeLessThan(5);
  },
};

/** The region tool: the sketch's regions over it; one set to Stone takes the gemstones' colour. */
export const SketchRegions: Story = {
  tags: ['sketch-regions'],
  beforeEach: ({ msw }) => {
    msw.use(
      recordCorrections('design'),
      ...cutoutHandlers.live('design', { ...sketchCutout, regions: RING_SKETCH_REGIONS }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await cutoutPanel(canvas);
    const tool = within(await canvas.findByTestId('region-tool'));
    frameScreenshot(() => canvas.queryByTestId('region-tool'));
    const group = await tool.findByRole('group', { name: 'Regions of the drawing' }, loaded);
    const shown = within(group).getAllByRole('button');
    // The outside of the drawing is not a region to set.
    await expect(shown).toHaveLength(RING_SKETCH_REGIONS.length - 1);
    await expect(tool.getByRole('button', { name: 'Region 5: stone' })).toBeInTheDocument();
    await expect(tool.getByRole('button', { name: 'Region 7: wire' })).toBeInTheDocument();
    const centre = tool.getByRole('button', { name: 'Region 2: metal' });
    await userEvent.click(centre);
    await expect(centre).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tool.getByRole('radio', { name: 'Stone' }));
    // Pink from the design's gemstones ("Pink sapphire, diamonds").
    await waitFor(() =>
      expect(sent.cutout).toEqual([{ regions: [{ id: 2, kind: 'stone', colour: '#f2a7b8' }] }]),
    );
    await expect(
      await tool.findByRole('button', { name: 'Region 2: stone' }, loaded),
    ).toHaveAttribute('data-kind', 'stone');
    await expect(tool.getByText('Stone colour (pink by default)')).toBeInTheDocument();
  },
};

export const SketchRegionColour: Story = {
  tags: ['sketch-regions'],
  beforeEach: ({ msw }) => {
    msw.use(
      recordCorrections('design'),
      ...cutoutHandlers.live('design', { ...sketchCutout, regions: RING_SKETCH_REGIONS }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await cutoutPanel(canvas);
    const tool = within(await canvas.findByTestId('region-tool'));
    await userEvent.click(await tool.findByRole('button', { name: 'Region 5: stone' }, loaded));
    const picker = tool.getByLabelText(/^Stone colour/) as HTMLInputElement;
    // Dragging through the picker reports many colours; only where it rests is sent.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const colour of ['#102030', '#204060', '#3060a0', '#4080d0']) {
      setter.call(picker, colour);
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The region shows the colour at once.
    await expect(picker).toHaveValue('#4080d0');
    await waitFor(() => expect(sent.cutout).toHaveLength(1), loaded);
    await expect(sent.cutout[0]).toEqual({
      regions: [{ id: 5, kind: 'stone', colour: '#4080d0' }],
    });
    await new Promise((done) => setTimeout(done, 600));
    await expect(sent.cutout).toHaveLength(1);
  },
};

const recropStore = (store: AppStore) => {
  signedIn(store);
  store.set(recropAvailableAtom, true);
};

export const EditRecrop: Story = {
  parameters: { router: editRoute(), store: recropStore },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('uploadManualCrop'));
  },
  play: async ({ canvas, userEvent }) => {
    const { tools } = await cutoutPanel(canvas);
    const recrop = await canvas.findByRole('switch', { name: 'Re-crop' });
    await expect(recrop).not.toBeChecked();
    await expect(tools.getByRole('button', { name: 'Keep' })).toBeEnabled();
    await userEvent.click(recrop);
    const box = await canvas.findByLabelText(/^Crop area/);
    await expect(box).toBeVisible();
    // The square the cropper starts with changes nothing yet; moving it is a re-crop.
    await expect(tools.getByRole('button', { name: 'Keep' })).toBeEnabled();
    box.focus();
    await userEvent.keyboard('{ArrowLeft}');
    // The new crop remakes the cut-out before saving: corrections wait until it is shown.
    await expect(tools.getByText(/Your crop changes the cut-out/)).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Keep' })).toBeDisabled();
    await expect(tools.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expect(await tools.findByText('Uploading your custom crop...', {}, loaded)).toBeVisible();
    await expect(await saveButton(canvas)).toBeDisabled();
  },
};

export const EditRecropConfirmed: Story = {
  parameters: { router: editRoute(), store: recropStore },
  beforeEach: ({ msw }) => {
    msw.use(
      recordCrops('asset'),
      ...cutoutHandlers.live('asset', {
        ...sketchCutout,
        motifs: [],
        crop: () => ({
          image: MOCK_IMAGES.ringSketchCutoutMotif2,
          review: 'required',
          reasons: ['The cut-out runs along the edge of the photo.'],
        }),
      }),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await cutoutPanel(canvas);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Re-crop' }));
    const box = await canvas.findByLabelText(/^Crop area/);
    box.focus();
    await userEvent.keyboard('{ArrowUp}');
    // Done moving: leaving the crop settles it (as the screenshot's reset would, later).
    box.blur();
    // The re-crop's cut-out is made and shown; it must be checked before saving.
    await waitFor(() => expect(cropCalls).toHaveLength(1), loaded);
    await expect(cropCalls[0]).toEqual({
      s3_key_cropped_image: expect.stringMatching(/manual_crop\.webp$/),
    });
    // The crop's cut-out replaces the upload's. In CI, with two story files at a time, its
    // encode, upload and cut-out took over 5 s: the panel still read "Looks clean".
    await waitFor(
      () => expect(canvas.getByTestId('cutout-review')).toHaveTextContent('Needs your check'),
      { timeout: 15_000 },
    );
    const { tools } = await cutoutPanel(canvas);
    const confirm = await tools.findByRole('checkbox', { name: 'The cut-out looks right' });
    await expect(await saveButton(canvas)).toBeDisabled();
    await userEvent.click(confirm);
    // Checked: the edit can be saved (what Save sends is EditCutoutConfirmedSaves' story, and
    // the server's re-crop tests). The story stops here, on the screen the designer sees.
    await saveReady(canvas);
    await expect(cropCalls).toHaveLength(1);
  },
};

export const EditCutoutConfirmedSaves: Story = {
  parameters: { router: editRoute() },
  beforeEach: ({ msw }) => {
    sent.update = [];
    msw.use(
      assetHandlers.get(
        makeAsset({
          cutout_review: 'required',
          cutout_review_reasons: ['The studio was unsure where the piece ends.'],
        }),
      ),
      http.put('/api/assets/:id', async ({ request }) => {
        sent.update.push(await readJson(request.clone()));
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { tools } = await cutoutPanel(canvas);
    await userEvent.click(tools.getByRole('checkbox', { name: 'The cut-out looks right' }));
    await userEvent.click(await saveButton(canvas));
    await expect(await canvas.findByText(`Navigated to /craft/${RING_ASSET_ID}`)).toBeVisible();
    // The designer's check is recorded with the design, as on confirming a new one.
    await expect(sent.update).toHaveLength(1);
    await expect(sent.update[0]).toMatchObject({ cutout_confirmed: true });
  },
};
