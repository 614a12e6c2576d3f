import { Icon } from '../../../components/ui/Icon';
import { activeFilters, type FilterName } from '../filterLabels';
import type { SearchFilters } from '../searchUrl';
import * as styles from './ActiveFilters.css';

interface ActiveFiltersProps {
  filters: SearchFilters;
  onRemove: (name: FilterName) => void;
}

/** The filters in force, each a badge that removes it. */
export function ActiveFilters({ filters, onRemove }: ActiveFiltersProps) {
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Active filters">
      {active.map(({ name, label }) => (
        <li key={name}>
          <button
            type="button"
            className={styles.badge}
            onClick={() => onRemove(name)}
            aria-label={`Remove filter ${label}`}
          >
            {label}
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
