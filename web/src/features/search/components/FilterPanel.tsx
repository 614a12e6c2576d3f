import { MAX_SEARCH_AUTHOR_LENGTH } from '@mohalla/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { DATE_RANGE_LABELS, type FilterName, TYPE_LABELS } from '../filterLabels';
import { hasFilters, type SearchFilters } from '../searchUrl';
import * as styles from './FilterPanel.css';
import { FilterSelect } from './FilterSelect';

interface FilterPanelProps {
  filters: SearchFilters;
  onFilter: <K extends FilterName>(name: K, value: SearchFilters[K] | undefined) => void;
  onClear: () => void;
}

/**
 * Type, date range and author. The selects apply at once; the author applies
 * on Enter or when the box is left, so typing a name does not search (and
 * add a history entry) at every letter.
 */
export function FilterPanel({ filters, onFilter, onClear }: FilterPanelProps) {
  const [author, setAuthor] = useState(filters.author ?? '');
  // Follow the address when it changes under the panel (Back, a removed badge).
  const [shown, setShown] = useState(filters.author);
  if (filters.author !== shown) {
    setShown(filters.author);
    setAuthor(filters.author ?? '');
  }

  const applyAuthor = () => {
    const trimmed = author.trim();
    if (trimmed !== (filters.author ?? '')) onFilter('author', trimmed === '' ? undefined : trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyAuthor();
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="search-filters-title">
      <h2 id="search-filters-title" className={styles.title}>
        Filters
      </h2>
      <FilterSelect
        label="Type"
        allLabel="All Types"
        labels={TYPE_LABELS}
        value={filters.type}
        onChange={(type) => onFilter('type', type)}
      />
      <FilterSelect
        label="Date"
        allLabel="All Time"
        labels={DATE_RANGE_LABELS}
        value={filters.dateRange}
        onChange={(dateRange) => onFilter('dateRange', dateRange)}
      />
      <div className={styles.wide}>
        <TextField
          label="Author"
          hint="An area alias. Press Enter to apply."
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          onBlur={applyAuthor}
          maxLength={MAX_SEARCH_AUTHOR_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <Button variant="secondary" className={styles.wide} onClick={onClear} disabled={!hasFilters(filters)}>
        Clear Filters
      </Button>
    </form>
  );
}
