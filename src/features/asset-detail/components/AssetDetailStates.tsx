import { SearchX } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Box } from '../../../ui/Box';
import { ButtonLink } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Stack, type StackProps } from '../../../ui/Stack';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import {
  ASSET_NOT_FOUND_TEXT,
  ASSET_NOT_FOUND_TITLE,
  ASSET_UNAVAILABLE_MESSAGE,
  LOADING_ASSET_MESSAGE,
} from '../../visual-kit/model';
import * as styles from './AssetDetail.css';

/** A state alone on the screen: centred, its text in a readable measure. */
function StatePanel(props: Omit<StackProps, 'gap'>) {
  return (
    <Stack
      align="center"
      justifyContent="center"
      gap="4"
      padding="6"
      textAlign="center"
      className={styles.statePanel}
      {...props}
    />
  );
}

/** Spec §2: 'Loading Asset Details...'. */
export function AssetDetailLoading() {
  return (
    <StatePanel role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className={styles.stateText}>{LOADING_ASSET_MESSAGE}</p>
    </StatePanel>
  );
}

/** Spec §2: 'Asset Not Found', why, and the way back to the collection. */
export function AssetDetailNotFound() {
  return (
    <StatePanel>
      <SearchX size={40} strokeWidth={1} aria-hidden className={sprinkles({ color: 'muted' })} />
      <Box as="h1" fontFamily="display" fontSize="3xl" fontWeight="medium">
        {ASSET_NOT_FOUND_TITLE}
      </Box>
      <p className={styles.stateText}>{ASSET_NOT_FOUND_TEXT}</p>
      <ButtonLink to="/collection" variant="primary">
        Go to Collection
      </ButtonLink>
    </StatePanel>
  );
}

/** Spec §2/§8: any other load failure (or no id in the address) as an error alert. */
export function AssetDetailError({ message }: { message: string }) {
  return (
    <Stack
      gap="4"
      width="full"
      marginX="auto"
      paddingY="16"
      paddingX="4"
      className={styles.alertPanel}
    >
      <Alert tone="error" title="Could not load this design" role="alert">
        {message}
      </Alert>
      <div>
        <ButtonLink to="/collection" variant="secondary">
          My Collection
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** Spec §2: no data: 'Asset data is currently unavailable.' with My Collection. */
export function AssetDetailUnavailable() {
  return (
    <StatePanel>
      <p className={styles.stateText}>{ASSET_UNAVAILABLE_MESSAGE}</p>
      <ButtonLink to="/collection" variant="primary">
        My Collection
      </ButtonLink>
    </StatePanel>
  );
}
