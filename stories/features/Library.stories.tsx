// Library (`/library`): the designer's own models and scenes; the points found on a model, the
// state where nothing was found, moving a point, the scenes' grid and deleting a photograph.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LibraryScreen } from '../../src/features/library/LibraryScreen';
import { makeFacePhoto, makeModelPhoto } from '../mocks/fixtures/library';
import { makeSession } from '../mocks/fixtures/profile';
import { libraryHandlers } from '../mocks/handlers/library';
import { withSession } from '../mocks/session';

const meta = {
  title: 'Features/Library',
  component: LibraryScreen,
  parameters: {
    router: { path: '/library', initialEntry: '/library' },
    store: withSession(makeSession()),
  },
  beforeEach: ({ msw }) => {
    msw.use(
      libraryHandlers.list('model'),
      libraryHandlers.list('scene'),
      libraryHandlers.update('model'),
      libraryHandlers.remove('model'),
    );
  },
} satisfies Meta<typeof LibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const photoFile = () =>
  new File([new Uint8Array([255, 216, 255])], 'hand.jpg', { type: 'image/jpeg' });

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(libraryHandlers.list('model', []));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your library' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Your models will appear here' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload a model photo' })).toBeVisible();
  },
};

export const Uploading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(libraryHandlers.list('model', []), libraryHandlers.uploadPending('model'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Your models will appear here' });
    await userEvent.upload(canvas.getByLabelText('Upload a model photo'), photoFile());
    await expect((await canvas.findAllByText('Finding where pieces are worn...'))[0]).toBeVisible();
  },
};

export const Detected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Studio hand: show its points' }),
    );
    await expect(canvas.getByText('Ring finger · Wrist · Ear · Neckline')).toBeVisible();
    const points = canvas.getByRole('region', { name: 'Points on Studio hand' });
    await expect(
      within(points).getAllByRole('button', { name: /drag or use the arrow keys/ }),
    ).toHaveLength(11);
  },
};

export const NoBodyFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(libraryHandlers.list('model', [makeFacePhoto()]));
  },
  play: async ({ canvas, userEvent }) => {
    await expect((await canvas.findAllByText('No hand found in this photo'))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Face close-up: show its points' }));
    const points = canvas.getByRole('region', { name: 'Points on Face close-up' });
    await expect(within(points).getByText('No hand found in this photo')).toBeVisible();
    await expect(within(points).getAllByRole('button', { name: /^Mark / })).toHaveLength(11);
    // Marking a point: choose it, then click the photograph.
    await userEvent.click(within(points).getByRole('button', { name: 'Mark Left ear lobe' }));
    await expect(
      within(points).getByRole('button', { name: 'Mark Left ear lobe' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(points).getByText('Click the photograph where the left ear lobe is.'),
    ).toBeVisible();
  },
};

/** The bodies the points editor sent (reset before each story that looks at them). */
const sentBodies: unknown[] = [];

export const AdjustPoints: Story = {
  beforeEach: ({ msw }) => {
    sentBodies.length = 0;
    const model = makeModelPhoto();
    msw.use(
      libraryHandlers.list('model', [model]),
      libraryHandlers.update('model', [model], (body) => sentBodies.push(body)),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Studio hand: show its points' }),
    );
    const wrist = canvas.getByRole('button', { name: /^Wrist: drag/ });
    wrist.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(wrist).toHaveAttribute('cx', '189');
    await expect(wrist).toHaveAttribute('cy', '190');
    await userEvent.click(canvas.getByRole('button', { name: 'Save points' }));
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    const body = sentBodies[0] as { landmarks: { name: string; x: number; y: number }[] };
    await expect(body.landmarks).toHaveLength(11);
    await expect(body.landmarks.find((point) => point.name === 'wrist')).toEqual({
      name: 'wrist',
      x: 189,
      y: 190,
    });
  },
};

export const SceneGrid: Story = {
  parameters: { router: { path: '/library', initialEntry: '/library?kind=scene' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Your scenes', selected: true }),
    ).toBeVisible();
    await expect(await canvas.findByText('Surface found')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your scenes' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Studio hand' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Delete this photo?',
    });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete photo' })).toBeVisible();
  },
};
