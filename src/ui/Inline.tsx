// Children side by side, wrapping onto new lines when they run out of room (chips, buttons,
// a title with its actions).
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './theme/sprinkles.css';

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'wrap'
> {
  /** Vertical alignment of the children (default: centred). */
  alignY?: Sprinkles['alignItems'];
  /** Horizontal distribution, e.g. `space-between` for a title and its actions. */
  justify?: Sprinkles['justifyContent'];
  /** Whether children wrap onto new lines (default true). */
  wrap?: Sprinkles['flexWrap'];
}

export function Inline({ alignY = 'center', justify, wrap = 'wrap', ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap}
      alignItems={alignY}
      justifyContent={justify}
      {...rest}
    />
  );
}
