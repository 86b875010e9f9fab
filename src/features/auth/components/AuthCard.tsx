import { useId, type ReactNode } from 'react';
import { Gem } from 'lucide-react';
import { Box } from '../../../ui/Box';
import { Card } from '../../../ui/Card';
import { Stack } from '../../../ui/Stack';
import { caption } from '../../../ui/typography.css';
import * as styles from './AuthCard.css';

/** The card holding a sign-in form: gem mark, display heading, a line of welcome, the form. */
export function AuthCard(props: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" padding="none" className={styles.card} aria-labelledby={titleId}>
      <Stack as="header" align="center" gap="2" textAlign="center">
        {/* Beside the brand panel the stone is already on show. */}
        <Box
          as="span"
          display={{ narrow: 'inline-flex', large: 'none' }}
          alignItems="center"
          justifyContent="center"
          marginBottom="2"
          borderRadius="full"
          color="accent"
          className={styles.mark}
          aria-hidden="true"
        >
          <Gem size={22} strokeWidth={1.25} />
        </Box>
        <Box
          as="h1"
          id={titleId}
          fontFamily="display"
          fontSize="3xl"
          fontWeight="medium"
          lineHeight="tight"
          letterSpacing="tight"
          className={styles.title}
        >
          {props.title}
        </Box>
        <p className={caption}>{props.subtitle}</p>
      </Stack>
      {props.children}
      {props.footer != null && (
        <Box
          as="p"
          paddingTop="5"
          color="secondary"
          fontSize="sm"
          textAlign="center"
          className={styles.footer}
        >
          {props.footer}
        </Box>
      )}
    </Card>
  );
}
