// Home (`/`): the studio landing with the upload drop zone, its progress and analysis states, and
// the recent designs; anonymous visitors see what the studio does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeScreen } from '../../src/features/home/HomeScreen';
import { HomeView } from '../../src/features/home/components/HomeView';
import { makeSampleAssets } from '../mocks/fixtures/assets';
import { makeSession } from '../mocks/fixtures/profile';
import { assetHandlers } from '../mocks/handlers/assets';
import { designHandlers } from '../mocks/handlers/designs';
import { withSession } from '../mocks/session';

const meta = {
  title: 'Features/Home',
  component: HomeScreen,
  parameters: { router: { path: '/', initialEntry: '/' }, store: withSession(makeSession()) },
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.list(), designHandlers.analyse());
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sketch = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'celeste-halo-sketch.jpg', {
    type: 'image/jpeg',
  });

async function dropFile(canvas: Canvas, file: File) {
  const zone = await canvas.findByRole('region', { name: 'Upload a design' });
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    // A designer with designs is welcomed back (once the designs are known).
    const heading = await canvas.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(/^Welcome back, Amara$/));
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
    await expect(canvas.getByText(/JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB/)).toBeVisible();
    const input = canvas.getByLabelText('Design image');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input.getAttribute('accept')).toContain('image/heic');
    const recent = await canvas.findByRole('region', { name: 'Recent designs' });
    const links = await within(recent).findAllByRole('link', {
      name: /Ring|Necklace|Bracelet|Earring|Watch/,
    });
    await expect(links.length).toBe(Math.min(6, makeSampleAssets().length));
  },
};

/** Right after signing up: no designs yet, so a welcome, not a welcome back. */
export const FirstVisit: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome, Amara' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  },
};

export const Dragging: Story = {
  play: async ({ canvas }) => {
    const zone = await canvas.findByRole('region', { name: 'Upload a design' });
    zone.dispatchEvent(
      new DragEvent('dragenter', {
        bubbles: true,
        cancelable: true,
        dataTransfer: new DataTransfer(),
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Release to upload your design' }),
    ).toBeVisible();
    await expect(zone).toHaveAttribute('data-dragging', 'true');
  },
};

/** The file is on its way up; the analysis call stays pending. */
export const Uploading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(designHandlers.pending());
  },
  play: async ({ canvas }) => {
    await dropFile(canvas, sketch());
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading celeste-halo-sketch.jpg' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Upload a design' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Choose an image' })).toBeNull();
  },
};

/**
 * The upload is in and the server analyses it. The switch happens when the upload's own progress
 * reaches 100%, which the mocked (service worker) upload does not report, so this state is shown
 * with the screen's view and its real recent designs.
 */
export const Analyzing: Story = {
  render: () => (
    <HomeView
      greetingName="Amara"
      dragging={false}
      phase={{ kind: 'analyzing', fileName: 'celeste-halo-sketch.jpg' }}
      recent={{ status: 'success', items: makeSampleAssets().slice(0, 3) }}
      onDragChange={() => {}}
      onFiles={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Analyzing your design...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Analyzing your design' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Upload a design' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const UploadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      designHandlers.error(422, 'This image is too small to analyse. Upload at least 512 px.'),
    );
  },
  play: async ({ canvas }) => {
    await dropFile(canvas, new File(['GIF89a'], 'ring.gif', { type: 'image/gif' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file type is not supported. Upload a JPEG, PNG, WebP, AVIF or HEIC image.',
    );
    await dropFile(canvas, sketch());
    await expect(
      await canvas.findByText('This image is too small to analyse. Upload at least 512 px.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const big = sketch();
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await dropFile(canvas, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This image is larger than 25 MB. Upload a smaller file.',
    );
  },
};

export const UploadThenConfirm: Story = {
  play: async ({ canvas }) => {
    await dropFile(canvas, sketch());
    await expect(await canvas.findByText('Navigated to /designs/confirm-new')).toBeVisible();
  },
};

export const Anonymous: Story = {
  parameters: { store: withSession(null) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Turn your sketches into finished jewelry visuals',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.queryByRole('region', { name: 'Upload a design' })).toBeNull();
  },
};
