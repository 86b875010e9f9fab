// A named group of choices (radios, a segmented switch, cards): a bare fieldset whose small
// legend names the choice, its children in a column under it. `disabled` reaches every control.
import type { ReactNode } from 'react';
import { Box } from './Box';
import { Stack } from './Stack';
import { bareFieldset } from './form.css';

export interface ChoiceGroupProps {
  legend: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

export function ChoiceGroup({ legend, disabled, children }: ChoiceGroupProps) {
  return (
    <Stack as="fieldset" gap="2" className={bareFieldset} disabled={disabled}>
      <Box as="legend" padding="0" fontSize="xs" color="secondary" letterSpacing="wide">
        {legend}
      </Box>
      {children}
    </Stack>
  );
}
