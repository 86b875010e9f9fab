import { Gem, PenTool, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../ui/Button';
import * as typography from '../../../ui/typography.css';
import * as styles from './Home.css';
import { Box } from '../../../ui/Box';
import { Columns } from '../../../ui/Columns';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { surfaceCard } from '../../../ui/surface.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { PageIntro } from '../../../ui/PageIntro';
import { bareList } from '../../../ui/list.css';

const FEATURES = [
  {
    icon: PenTool,
    title: 'From sketch or photo',
    text: 'Upload a pencil sketch or a photo of a piece; the studio reads its type, materials and stones.',
  },
  {
    icon: Sparkles,
    title: 'Visuals that sell',
    text: 'Pack shots, model shots, lifestyle scenes and 3D models, rendered faithfully from your design.',
  },
  {
    icon: Gem,
    title: 'Your collection, in one place',
    text: 'Every design and every visual kept together, ready for your website, socials and clients.',
  },
] as const;

/** What a visitor who is not signed in sees: what the studio does, and how to begin. */
export function AnonymousWelcome() {
  return (
    <Stack gap="10" className={styles.page}>
      <PageIntro
        eyebrow="The jewelry design studio"
        title="Turn your sketches into finished jewelry visuals"
        lead="Upload a design and the studio renders it as photographs, campaigns and 3D models: no samples to cast, no shoot to book."
        leadClassName={styles.lead}
      >
        <Inline gap="3" alignY="stretch">
          <ButtonLink to="/signup" variant="primary" size="lg">
            Sign up free
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" size="lg">
            Log in
          </ButtonLink>
        </Inline>
      </PageIntro>
      <Columns
        as="ul"
        columns={{ narrow: '1', large: '3' }}
        gap={{ narrow: '4', large: '6' }}
        className={bareList}
      >
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Stack as="li" key={title} gap="2" padding="6" className={surfaceCard}>
            <Icon
              className={sprinkles({ color: 'accent' })}
              size={24}
              strokeWidth={1.5}
              aria-hidden="true"
            />
            <Box as="h2" fontFamily="display" fontSize="xl" fontWeight="medium">
              {title}
            </Box>
            <p className={typography.smallProse}>{text}</p>
          </Stack>
        ))}
      </Columns>
    </Stack>
  );
}
