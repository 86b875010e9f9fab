// A wait that fills its place: the large spinner centred, and the words under it when a screen has
// them. The screen sets the place's size (flex, a minimum height) through the Box props.
import { Box, type BoxProps } from './Box';
import { Spinner } from './Spinner';

export interface LoadingStateProps extends Omit<BoxProps, 'children'> {
  /** Announced by the spinner to screen readers. */
  label: string;
  /** Shown under the spinner. */
  text?: string;
}

export function LoadingState({ label, text, ...box }: LoadingStateProps) {
  return (
    <Box display="grid" placeItems="center" gap="4" textAlign="center" color="secondary" {...box}>
      <Spinner size="lg" label={label} />
      {text != null && <p>{text}</p>}
    </Box>
  );
}
