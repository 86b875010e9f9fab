import { Gem, Images, SearchX, Upload } from 'lucide-react';
import type { Asset, AssetSort } from '../../../api/asset';
import type { JewelryType } from '../../../api/catalogue';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { SkeletonTiles } from '../../../ui/SkeletonTiles';
import { rangeLabel, type CollectionFilters } from '../model';
import * as styles from './Collection.css';
import { CollectionToolbar } from './CollectionToolbar';
import { DesignCard } from './DesignCard';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { PageIntro } from '../../../ui/PageIntro';

export type CollectionState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** No designs at all: invite the first upload. */
  | { kind: 'empty' }
  /** Designs exist, but none match the search or filter. */
  | { kind: 'no-matches' }
  | {
      kind: 'ready';
      items: readonly Asset[];
      total: number;
      page: number;
      pageCount: number;
      /** Another page or filter is on its way; the current one stays in view. */
      refreshing: boolean;
    };

export interface CollectionViewProps {
  state: CollectionState;
  filters: CollectionFilters;
  onSearch: (q: string) => void;
  onType: (type: JewelryType | null) => void;
  onSort: (sort: AssetSort) => void;
  onPage: (page: number) => void;
  onClearFilters: () => void;
  onRetry: () => void;
  onDelete: (asset: Asset) => void;
}

function LoadingGrid() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading your designs">
      <SkeletonTiles count={8} lines={['70%', '40%']} />
    </ul>
  );
}

/** The designer's designs: search, filter, sort, a page of cards, and the way to the next page. */
export function CollectionView({
  state,
  filters,
  onSearch,
  onType,
  onSort,
  onPage,
  onClearFilters,
  onRetry,
  onDelete,
}: CollectionViewProps) {
  const empty = state.kind === 'empty';
  return (
    <Stack gap={{ narrow: '8', large: '10' }} className={styles.page}>
      <Box
        display="flex"
        flexDirection={{ narrow: 'column', large: 'row' }}
        gap="5"
        alignItems={{ large: 'flex-end' }}
        justifyContent={{ large: 'space-between' }}
      >
        <PageIntro
          eyebrow="Your atelier"
          title="Collection"
          lead="Every design you have confirmed, with the visuals crafted from it."
          leadClassName={styles.lead}
        />
        {!empty && (
          <Inline gap="2">
            {/* Every visual of every design, newest first, with the status and kind filters. */}
            <ButtonLink
              to="/transformations"
              variant="ghost"
              startIcon={<Images size={18} aria-hidden />}
            >
              All visuals
            </ButtonLink>
            <ButtonLink to="/" variant="secondary" startIcon={<Upload size={18} aria-hidden />}>
              Upload a design
            </ButtonLink>
          </Inline>
        )}
      </Box>

      {empty ? (
        <EmptyState
          className={styles.empty}
          icon={<Gem size={28} strokeWidth={1.25} />}
          title="Your collection is waiting for its first piece"
          description="Upload a sketch or a photo of a design. The studio reads it, you confirm the details, and it takes its place here with every visual you craft."
          action={
            <ButtonLink to="/" variant="primary" startIcon={<Upload size={18} aria-hidden />}>
              Upload your first design
            </ButtonLink>
          }
        />
      ) : (
        <Stack as="section" gap="3" aria-label="Designs">
          <CollectionToolbar
            filters={filters}
            onSearch={onSearch}
            onType={onType}
            onSort={onSort}
          />
          <Inline
            as="p"
            wrap="nowrap"
            justify="space-between"
            gap="3"
            color="muted"
            fontSize="sm"
            className={styles.summary}
            role="status"
          >
            {state.kind === 'ready'
              ? rangeLabel(state.page, state.items.length, state.total)
              : state.kind === 'loading'
                ? 'Loading your designs...'
                : ''}
          </Inline>
          {state.kind === 'loading' && <LoadingGrid />}
          {state.kind === 'error' && (
            <Alert tone="error" title="Your designs could not be loaded" onRetry={onRetry}>
              {state.message}
            </Alert>
          )}
          {state.kind === 'no-matches' && (
            <EmptyState
              icon={<SearchX size={28} strokeWidth={1.25} />}
              title="No designs match"
              description="Try another word, or show every type of piece."
              action={
                <Button variant="secondary" onClick={onClearFilters}>
                  Clear search and filters
                </Button>
              }
            />
          )}
          {state.kind === 'ready' && (
            <>
              <ul
                className={
                  state.refreshing ? `${styles.grid} ${styles.gridRefreshing}` : styles.grid
                }
                aria-busy={state.refreshing || undefined}
              >
                {state.items.map((asset) => (
                  <DesignCard key={asset.asset_id} asset={asset} onDelete={onDelete} />
                ))}
              </ul>
              <Pagination page={state.page} pageCount={state.pageCount} onPage={onPage} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
