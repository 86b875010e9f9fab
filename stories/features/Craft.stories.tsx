// Craft (`/craft`, `/craft/{assetId}`): choose a design, then a kind of visual, a scene and a
// quality; the cost against the balance; Generate, and the new visual among the design's visuals.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CraftScreen } from '../../src/features/craft/CraftScreen';
import {
  RING_ASSET_ID,
  WATCH_ASSET_ID,
  makeAsset,
  makeSampleAssets,
} from '../mocks/fixtures/assets';
import { makeProfile, makeSession } from '../mocks/fixtures/profile';
import { makeVisualHistory } from '../mocks/fixtures/transformations';
import { assetHandlers } from '../mocks/handlers/assets';
import { libraryHandlers } from '../mocks/handlers/library';
import { profileHandlers } from '../mocks/handlers/profile';
import { queuedFrom, transformationHandlers } from '../mocks/handlers/transformations';
import { frameScreenshot } from '../harness/screenshot-frame';
import { withSession } from '../mocks/session';
import type { CreateTransformationRequest } from '../../src/api/transformation';

const assetRoute = (id = RING_ASSET_ID, state: unknown = null) => ({
  path: '/craft/:assetId',
  initialEntry: `/craft/${id}`,
  state,
});

const meta = {
  title: 'Features/Craft',
  component: CraftScreen,
  parameters: {
    router: assetRoute(RING_ASSET_ID, { initialAsset: makeAsset() }),
    store: withSession(makeSession()),
  },
  beforeEach: ({ msw }) => {
    msw.use(
      profileHandlers.ok(),
      assetHandlers.list(),
      assetHandlers.get(),
      transformationHandlers.list(),
      transformationHandlers.create(),
      // The options ask for the designer's own models and scenes (empty unless a story says).
      libraryHandlers.list('model', []),
      libraryHandlers.list('scene', []),
    );
  },
} satisfies Meta<typeof CraftScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The cost, balance and after figures as shown, e.g. ['2 credits', '115 credits', ...]. */
async function expectFigures(canvas: Canvas, cost: string, balance: string) {
  const summary = canvas.getByRole('region', { name: 'Cost and balance' });
  await waitFor(() =>
    expect(within(summary).getByText('Balance').nextElementSibling).toHaveTextContent(balance),
  );
  await expect(within(summary).getByText('Cost').nextElementSibling).toHaveTextContent(cost);
}

/**
 * Brings what the story is about into view, now and after the test-runner switches to the other
 * layout size (the screenshots show the viewport, and each layout scrolls differently).
 */

export const ChooseAsset: Story = {
  parameters: { router: { path: '/craft', initialEntry: '/craft' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choose a design to craft from' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Upload a new design/ })).toHaveAttribute(
      'href',
      '/',
    );
    const ring = await canvas.findByRole('link', { name: /Celeste Halo Ring/ });
    await expect(ring).toHaveAttribute('href', `/craft/${RING_ASSET_ID}`);
    await expect(canvas.getByRole('link', { name: /Meridian Dress Watch/ })).toHaveAttribute(
      'href',
      `/craft/${WATCH_ASSET_ID}`,
    );
    await expect(
      canvas.getAllByRole('link', { name: /Ring|Necklace|Bracelet|Earring|Watch/ }),
    ).toHaveLength(makeSampleAssets().length);
  },
};

/**
 * The design arrives in navigation state (as after confirming it), so it shows before any call
 * answers; the defaults are an HD pack shot on white seamless.
 */
export const AssetSelected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.pending('getAsset'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Celeste Halo Ring' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pack shot' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'White seamless' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'HD' })).toBeChecked();
    await expectFigures(canvas, '2credits', '115credits');
    await expect(canvas.getByRole('link', { name: 'Choose another design' })).toHaveAttribute(
      'href',
      '/craft',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Model shot' }));
    await expect(
      canvas.getByText('On a hand, chosen for this ring. Pick the skin tone.'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Porcelain skin' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Golden skin' }));
    await expect(
      canvas.getByText('Worn on medium skin with warm golden undertones.'),
    ).toBeVisible();
    await expectFigures(canvas, '5credits', '115credits');
    await expect(await canvas.findByRole('article', { name: 'Veined marble' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate visual' })).toBeEnabled();
  },
};

/** 3 credits left: an HD 3D model (12) is out of reach; the way to more credits is offered. */
export const NotEnoughCredits: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.ok(makeProfile({ available_credits: 3 })));
  },
  play: async ({ canvas, userEvent }) => {
    await expectFigures(canvas, '2credits', '3credits');
    await userEvent.click(canvas.getByRole('radio', { name: '3D model' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not enough credits');
    await expect(alert).toHaveTextContent(
      'This visual costs 12 credits and you have 3 credits. Top up your credits or choose a lighter visual.',
    );
    await expect(within(alert).getByRole('link', { name: 'Get more credits' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(canvas.getByRole('button', { name: 'Generate visual' })).toBeDisabled();
    frameScreenshot(() => canvas.queryByRole('alert'));
  },
};

/** The balance looked enough, but the studio answers 402: the same explanation shows. */
export const RefusedForCredits: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.notEnoughCredits());
  },
  play: async ({ canvas, userEvent }) => {
    await expectFigures(canvas, '2credits', '115credits');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate visual' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not enough credits');
    await expect(within(alert).getByRole('link', { name: 'Get more credits' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    frameScreenshot(() => canvas.queryByRole('alert'));
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(transformationHandlers.pending('createTransformation'));
  },
  play: async ({ canvas, userEvent }) => {
    await expectFigures(canvas, '2credits', '115credits');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate visual' }));
    const button = await canvas.findByRole('button', { name: 'Generating...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: 'Pack shot' })).toBeDisabled();
  },
};

/**
 * A standard lifestyle visual on silk is accepted: it shows at once, queued and New, and the
 * balance shows the reservation.
 */
export const Submitted: Story = {
  beforeEach: ({ msw }) => {
    const history = makeVisualHistory();
    const queued = queuedFrom({
      asset_id: RING_ASSET_ID,
      pipeline_step_name: 'ring_lifestyle',
      source_image_s3_path: makeAsset().s3_key_cropped_image!,
      quality: 'standard',
      composition_type: 'lifestyle',
      scene_name: 'Silk',
    });
    msw.use(
      transformationHandlers.sequence([history, [queued, ...history]]),
      profileHandlers.sequence([
        makeProfile(),
        makeProfile({ available_credits: 113, locked_credits: 2 }),
      ]),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expectFigures(canvas, '2credits', '115credits');
    await canvas.findByRole('article', { name: 'Veined marble' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Lifestyle' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Silk' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate visual' }));
    await expect(
      await canvas.findByText(
        'Lifestyle · Silk is in the studio. It appears below and updates as it is crafted.',
      ),
    ).toBeVisible();
    const tile = await canvas.findByRole('article', { name: 'Silk' });
    await expect(within(tile).getByText('Queued')).toBeVisible();
    await expect(within(tile).getByText('New')).toBeVisible();
    await expectFigures(canvas, '2credits', '113credits');
    await expect(canvas.getByRole('button', { name: 'Generate visual' })).toBeEnabled();
    frameScreenshot(() => canvas.queryByRole('article', { name: 'Silk' }));
  },
};

/** Straight to /craft/{id} without state, for a design that is not there. */
export const DesignNotFound: Story = {
  parameters: { router: assetRoute('00000000-0000-4000-8000-000000000000') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Asset Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose another design' })).toHaveAttribute(
      'href',
      '/craft',
    );
  },
};

/** The orders the studio received (reset by the stories that look at them). */
const ordered: CreateTransformationRequest[] = [];

/** A model shot on the designer's own model photograph (library), at the usual cost. */
export const YourModels: Story = {
  beforeEach: ({ msw }) => {
    ordered.length = 0;
    msw.use(
      libraryHandlers.list('model'),
      libraryHandlers.list('scene'),
      transformationHandlers.create((request) => {
        ordered.push(request);
        return queuedFrom(request);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Veined marble' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Model shot' }));
    const yours = await canvas.findByRole('group', { name: 'Your models' });
    await userEvent.click(within(yours).getByRole('radio', { name: 'Studio hand' }));
    await expect(within(yours).getByRole('radio', { name: 'Studio hand' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Porcelain skin' })).not.toBeChecked();
    await expect(
      canvas.getByText('Your piece placed on “Studio hand” at its true size, never redrawn.'),
    ).toBeVisible();
    await expectFigures(canvas, '5credits', '115credits');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate visual' }));
    await waitFor(() => expect(ordered).toHaveLength(1));
    await expect(ordered[0]).toMatchObject({
      composition_type: 'model_shot',
      library_photo_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    frameScreenshot(() => canvas.queryByRole('group', { name: 'Your models' }));
  },
};

/** A lifestyle image set in the designer's own scene (library). */
export const YourScenes: Story = {
  beforeEach: ({ msw }) => {
    msw.use(libraryHandlers.list('model'), libraryHandlers.list('scene'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Veined marble' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Lifestyle' }));
    const yours = await canvas.findByRole('group', { name: 'Your scenes' });
    await userEvent.click(within(yours).getByRole('radio', { name: 'Marble table' }));
    await expect(
      canvas.getByText('Your piece placed on “Marble table” at its true size, never redrawn.'),
    ).toBeVisible();
    // Back to the studio's own scene.
    await userEvent.click(canvas.getByRole('radio', { name: 'Silk' }));
    await expect(within(yours).getByRole('radio', { name: 'Marble table' })).not.toBeChecked();
    await userEvent.click(within(yours).getByRole('radio', { name: 'Marble table' }));
    frameScreenshot(() => canvas.queryByRole('group', { name: 'Your scenes' }));
  },
};
