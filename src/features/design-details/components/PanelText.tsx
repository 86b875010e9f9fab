// The small print of the design's panels (cut-out, regions, success chance): their caps titles,
// and the hints under their tools.
import { Box, type BoxProps } from '../../../ui/Box';

/** A panel's title in small secondary capitals ("Cut-out", "Regions"). */
export function PanelTitle(props: BoxProps) {
  return (
    <Box
      fontSize="xs"
      fontWeight="medium"
      letterSpacing="caps"
      textTransform="uppercase"
      color="secondary"
      {...props}
    />
  );
}

/** A hint under a tool: the smallest secondary prose. */
export function PanelHint(props: BoxProps) {
  return <Box as="p" fontSize="xs" lineHeight="normal" color="secondary" {...props} />;
}
