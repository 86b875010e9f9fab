import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar';
import { paddedRow } from './decorators';

// A drawn portrait as a data URL: no network, so the story is identical on every run.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b4a33"/><stop offset="1" stop-color="#1e1e21"/>
    </linearGradient></defs>
    <rect width="64" height="64" fill="url(#g)"/>
    <circle cx="32" cy="25" r="11" fill="#d9c3a0"/>
    <path d="M12 60c2-13 11-19 20-19s18 6 20 19z" fill="#d9c3a0"/>
  </svg>`,
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  decorators: [paddedRow],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const WithImage: Story = {
  args: { name: 'Marguerite Duval', src: portrait, size: 'lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Marguerite Duval' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const Sizes: Story = {
  render: () => (
    <>
      <Avatar name="Élise Moreau" size="sm" />
      <Avatar name="Élise Moreau" size="md" />
      <Avatar name="Élise Moreau" size="lg" />
      <Avatar name="Élise Moreau" src={portrait} size="sm" />
      <Avatar name="Élise Moreau" src={portrait} size="md" />
      <Avatar name="Élise Moreau" src={portrait} size="lg" />
    </>
  ),
  play: async ({ canvas }) => {
    const avatars = canvas.getAllByRole('img', { name: 'Élise Moreau' });
    await expect(avatars).toHaveLength(6);
    await expect(avatars[0]).toHaveTextContent('ÉM');
  },
};

export const LongName: Story = {
  args: { name: 'Anna Maria Rossi Bianchi' },
  play: async ({ canvas }) => {
    // Never more than two letters, however long the name.
    await expect(canvas.getByRole('img', { name: 'Anna Maria Rossi Bianchi' })).toHaveTextContent(
      /^AM$/,
    );
  },
};

export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown member' })).toHaveTextContent('?');
  },
};

export const BrokenImage: Story = {
  // An image that cannot decode falls back to the initials.
  args: { name: 'Theo Laurent', src: 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByText('TL');
    await expect(canvas.getByRole('img', { name: 'Theo Laurent' })).toContainElement(avatar);
  },
};
