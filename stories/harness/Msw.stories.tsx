// Proves the harness end to end for feature stories: MSW answers the app's real http client,
// queries run through jotai-tanstack-query with the story's own store and QueryClient, and the
// static build keeps working when served from any folder. Also the pattern to copy.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { expect } from 'storybook/test';
import { createApiClient } from '../../src/api/http';
import { ProfileSchema } from '../../src/api/profile';
import { Alert } from '../../src/ui/Alert';
import { Spinner } from '../../src/ui/Spinner';
import { makeProfile } from '../mocks/fixtures/profile';
import { profileHandlers } from '../mocks/handlers/profile';

const client = createApiClient({ getAccessToken: () => 'story-token' });
const profileAtom = atomWithQuery(() => ({
  queryKey: ['harness', 'profile'],
  queryFn: () => client.get('/api/auth/me', ProfileSchema),
}));

function ProfileProbe() {
  const profile = useAtomValue(profileAtom);
  if (profile.isPending) return <Spinner label="Loading profile" />;
  if (profile.isError) return <Alert tone="error">{profile.error.message}</Alert>;
  return (
    <p>
      {profile.data.name} has {profile.data.available_credits} credits
    </p>
  );
}

const meta = {
  title: 'Harness/MSW',
  component: ProfileProbe,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MockedProfile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.ok(makeProfile({ name: 'Amara Laurent', available_credits: 115 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Amara Laurent has 115 credits')).toBeVisible();
  },
};

export const MockedServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.error(503, 'The studio is resting. Try again in a minute.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The studio is resting. Try again in a minute.',
    );
  },
};
