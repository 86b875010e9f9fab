import { Images, SearchX, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Transformation } from '../../../api/transformation';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Inline } from '../../../ui/Inline';
import { Select } from '../../../ui/Select';
import { SkeletonTiles } from '../../../ui/SkeletonTiles';
import { Stack } from '../../../ui/Stack';
import { galleryGrid } from '../../../ui/gallery.css';
import {
  KIND_FILTERS,
  STATUS_FILTERS,
  STATUS_FILTER_LABELS,
  kindFilterLabel,
  type HistoryFilters,
  type KindFilter,
  type StatusFilter,
} from '../model';
import { VisualPage } from '../../visual-kit/components/VisualPage';
import * as styles from './Transformations.css';
import { VisualTile } from '../../visual-kit/components/VisualTile';
import { filterSelect } from '../../../ui/filters.css';
import { FilterPills } from '../../../ui/FilterPills';
import { Box } from '../../../ui/Box';

/** Visuals older than the first page, loaded on request (the list is paged). */
export interface OlderVisualsState {
  /** Older visuals may remain: the last page came back full. */
  more: boolean;
  /** A page is being loaded. */
  loading: boolean;
  /** Loading a page failed; what is shown stays. */
  error: string | null;
}

export type TransformationsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** No visual has been made yet. */
  | { kind: 'empty' }
  | {
      kind: 'ready';
      items: readonly Transformation[];
      /** Of the loaded visuals; `older.more` marks them as lower bounds ('50+'). */
      counts: Record<StatusFilter, number>;
      older: OlderVisualsState;
      /** Something is being made: the list refreshes on its own. */
      live: boolean;
      /** A refresh failed three times in a row (spec §4); the last list stays. */
      pollError: string | null;
    };

export interface TransformationsViewProps {
  state: TransformationsState;
  filters: HistoryFilters;
  onFilters: (filters: HistoryFilters) => void;
  designNames: Readonly<Record<string, string>>;
  isNew?: (transformationId: string) => boolean;
  onOpen: (visual: Transformation) => void;
  onDownload: (visual: Transformation) => void;
  onRetry: () => void;
  /** Loads the next older page (also the retry after a failed one). */
  onLoadOlder: () => void;
}

const kindOptions = KIND_FILTERS.map((value) => ({ value, label: kindFilterLabel(value) }));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Every visual across the designer's designs, filtered by status and kind, live while active. */
export function TransformationsView({
  state,
  filters,
  onFilters,
  designNames,
  isNew,
  onOpen,
  onDownload,
  onRetry,
  onLoadOlder,
}: TransformationsViewProps) {
  return (
    <VisualPage
      eyebrow="Studio history"
      title="Transformations"
      lead="Every visual crafted from your designs. Those still in the studio update here on their own."
    >
      {state.kind === 'empty' ? (
        <EmptyState
          icon={<Images size={28} strokeWidth={1.25} />}
          title="No visuals yet"
          description="Choose a design and craft its first pack shot, model shot, lifestyle image or 3D model."
          action={
            <ButtonLink
              to="/craft"
              variant="primary"
              startIcon={<Sparkles size={18} aria-hidden />}
            >
              Start crafting
            </ButtonLink>
          }
        />
      ) : (
        <Stack as="section" gap="6" aria-label="Visuals">
          <div className={styles.toolbar}>
            <FilterPills label="Status">
              {STATUS_FILTERS.map((status) => (
                <li key={status}>
                  <button
                    type="button"
                    className={styles.pill}
                    aria-pressed={filters.status === status}
                    onClick={() => onFilters({ ...filters, status })}
                  >
                    {STATUS_FILTER_LABELS[status]}
                    {state.kind === 'ready' && (
                      <Box
                        as="span"
                        fontSize="xs"
                        fontVariantNumeric="tabular-nums"
                        className={styles.count}
                      >
                        {state.counts[status]}
                        {state.older.more ? '+' : ''}
                      </Box>
                    )}
                  </button>
                </li>
              ))}
            </FilterPills>
            <div className={filterSelect}>
              <Select<KindFilter>
                label="Kind"
                value={filters.kind}
                onChange={(kind) => onFilters({ ...filters, kind })}
                options={kindOptions}
              />
            </div>
          </div>

          {state.kind === 'ready' && state.live && (
            <Inline
              as="p"
              gap="2"
              wrap="nowrap"
              color="secondary"
              fontSize="sm"
              className={styles.live}
              role="status"
            >
              <span className={styles.liveDot} aria-hidden />
              Live: visuals in progress update on their own
            </Inline>
          )}
          {state.kind === 'ready' && state.pollError && (
            <Alert tone="error">Could not update transformation history: {state.pollError}</Alert>
          )}

          {state.kind === 'loading' && (
            <ul className={galleryGrid} aria-busy="true" aria-label="Loading visuals">
              <SkeletonTiles count={8} lines={['60%']} />
            </ul>
          )}
          {state.kind === 'error' && (
            <Alert tone="error" title="Your visuals could not be loaded" onRetry={onRetry}>
              {state.message}
            </Alert>
          )}
          {state.kind === 'ready' && state.items.length === 0 && (
            <EmptyState
              icon={<SearchX size={28} strokeWidth={1.25} />}
              title="No visuals match"
              description="Try another status or kind."
              action={
                <Button
                  variant="secondary"
                  onClick={() => onFilters({ status: 'all', kind: 'all' })}
                >
                  Show every visual
                </Button>
              }
            />
          )}
          {state.kind === 'ready' && state.items.length > 0 && (
            <ul className={galleryGrid}>
              {state.items.map((visual) => {
                const design = designNames[visual.asset_id];
                return (
                  <Stack as="li" key={visual.transformation_id} gap="2" minWidth="0">
                    <VisualTile
                      visual={visual}
                      isNew={isNew?.(visual.transformation_id) ?? false}
                      onOpen={() => onOpen(visual)}
                      onDownload={() => onDownload(visual)}
                    />
                    <Inline
                      as="p"
                      alignY="baseline"
                      columnGap="2"
                      paddingX="1"
                      minWidth="0"
                      color="muted"
                      fontSize="xs"
                      style={{ margin: 0 }}
                    >
                      <Link className={styles.designLink} to={`/assets/${visual.asset_id}`}>
                        {design ?? 'View design'}
                      </Link>
                      <span>{formatDate(visual.created_at)}</span>
                    </Inline>
                  </Stack>
                );
              })}
            </ul>
          )}
          {state.kind === 'ready' && state.older.error && (
            <Alert tone="error" onRetry={onLoadOlder}>
              Older visuals could not be loaded: {state.older.error}
            </Alert>
          )}
          {state.kind === 'ready' && state.older.more && !state.older.error && (
            <Inline justify="center" paddingY="2">
              <Button variant="secondary" loading={state.older.loading} onClick={onLoadOlder}>
                Load older visuals
              </Button>
            </Inline>
          )}
        </Stack>
      )}
    </VisualPage>
  );
}
