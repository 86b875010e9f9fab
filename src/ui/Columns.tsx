// Equal columns on a grid: `columns={{ narrow: '1', large: '2' }}` stacks when narrow.
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from './theme/sprinkles.css';

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  columns: Sprinkles['gridTemplateColumns'];
}

export function Columns({ columns, ...rest }: ColumnsProps) {
  return <Box display="grid" gridTemplateColumns={columns} {...rest} />;
}
