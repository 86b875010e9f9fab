// Children one above the other with an even gap (theme space; `{ narrow, large }` to differ).
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './theme/sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> {
  /** How children line up across the stack (default: stretched to its width). */
  align?: Sprinkles['alignItems'];
}

export function Stack({ align, ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" alignItems={align} {...rest} />;
}
