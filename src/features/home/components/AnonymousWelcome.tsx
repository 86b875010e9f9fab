import { Gem, PenTool, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../ui/Button';
import * as typography from '../../../ui/typography.css';
import * as styles from './Home.css';

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
    <div className={styles.page}>
      <div className={styles.intro}>
        <span className={typography.eyebrow}>The jewelry design studio</span>
        <h1 className={typography.displayTitle}>
          Turn your sketches into finished jewelry visuals
        </h1>
        <p className={styles.lead}>
          Upload a design and the studio renders it as photographs, campaigns and 3D models: no
          samples to cast, no shoot to book.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/signup" variant="primary" size="lg">
            Sign up free
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" size="lg">
            Log in
          </ButtonLink>
        </div>
      </div>
      <ul className={styles.features}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.feature}>
            <Icon className={styles.featureIcon} size={24} strokeWidth={1.5} aria-hidden="true" />
            <h2 className={styles.featureTitle}>{title}</h2>
            <p className={typography.smallProse}>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
