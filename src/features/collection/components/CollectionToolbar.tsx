import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ASSET_SORTS, type AssetSort } from '../../../api/asset';
import { JEWELRY_TYPES, JEWELRY_TYPE_LABELS, type JewelryType } from '../../../api/catalogue';
import { Select } from '../../../ui/Select';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FilterPills } from '../../../ui/FilterPills';
import { filterBar, filterSelect } from '../../../ui/filters.css';
import { SEARCH_MAX_LENGTH, SORT_LABELS, type CollectionFilters } from '../model';
import * as styles from './Collection.css';
import { Box } from '../../../ui/Box';
import { sprinkles } from '../../../ui/theme/sprinkles.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

export interface CollectionToolbarProps {
  filters: CollectionFilters;
  onSearch: (q: string) => void;
  onType: (type: JewelryType | null) => void;
  onSort: (sort: AssetSort) => void;
}

const sortOptions = ASSET_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** Search, the jewelry-type filter and the sort order of the collection. */
export function CollectionToolbar({ filters, onSearch, onType, onSort }: CollectionToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  const sent = useRef(filters.q);

  // Back/forward changes the address's search: show it.
  useEffect(() => {
    if (filters.q !== sent.current) {
      sent.current = filters.q;
      setText(filters.q);
    }
  }, [filters.q]);

  // Search as the designer types, once the typing pauses.
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = window.setTimeout(() => {
      // The address may have moved on meanwhile (Enter, cleared filters, back/forward).
      if (text.trim() === sent.current) return;
      sent.current = text.trim();
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className={filterBar}>
      <Box
        display="flex"
        flexDirection={{ narrow: 'column', large: 'row' }}
        alignItems={{ large: 'flex-end' }}
        gap={{ narrow: '4', large: '6' }}
      >
        <Box
          as="form"
          role="search"
          position="relative"
          display="flex"
          alignItems="center"
          flex="1"
          minWidth="0"
          onSubmit={(event) => {
            event.preventDefault();
            sent.current = text.trim();
            onSearch(text);
          }}
        >
          <label htmlFor={searchId}>
            <VisuallyHidden>Search designs</VisuallyHidden>
          </label>
          <Search
            className={`${styles.searchIcon} ${sprinkles({ color: 'muted' })}`}
            size={18}
            strokeWidth={1.75}
            aria-hidden
          />
          <input
            id={searchId}
            className={styles.searchInput}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, material or gemstone"
            onChange={(event) => setText(event.target.value)}
          />
        </Box>
        <div className={filterSelect}>
          <Select label="Sort by" value={filters.sort} onChange={onSort} options={sortOptions} />
        </div>
      </Box>
      <FilterPills label="Jewelry type">
        <li>
          <button
            type="button"
            className={styles.pill}
            aria-pressed={filters.type === null}
            onClick={() => onType(null)}
          >
            All types
          </button>
        </li>
        {JEWELRY_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={styles.pill}
              aria-pressed={filters.type === type}
              onClick={() => onType(filters.type === type ? null : type)}
            >
              {JEWELRY_TYPE_LABELS[type]}
            </button>
          </li>
        ))}
      </FilterPills>
    </div>
  );
}
