import { formatCoordinate } from '../formatDetectedLocation';
import { useLocationState } from '../hooks/useLocationState';
import * as styles from './LocationDebugPanel.css';

/** The spec's small panel at the bottom right: what was detected, once something was. */
export function LocationDebugPanel() {
  const { location } = useLocationState();
  if (!location) return null;
  const rows: [string, string][] = [
    ['City', location.city],
    ['State', location.state ?? '—'],
    ['Area', location.area ?? '—'],
    ['Country', location.country ?? '—'],
    ['Coordinates', `${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`],
  ];
  return (
    <aside className={styles.panel} aria-label="Detected location">
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
