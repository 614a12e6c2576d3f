import { useQuery } from '@tanstack/react-query';
import { areaQuery } from '../../places';
import { rememberedSearchArea } from '../currentArea';
import * as styles from './AreaScope.css';

interface AreaScopeProps {
  /** The area searched; undefined: every area. */
  area: string | undefined;
  onChange: (area: string | undefined) => void;
}

/**
 * Where the search looks: the current area (the one searched, else the one
 * remembered) or, one tap away, 'All areas'. Nothing to choose when there is
 * no current area: every area is searched.
 */
export function AreaScope({ area, onChange }: AreaScopeProps) {
  const offered = area ?? rememberedSearchArea();
  const named = useQuery({ ...areaQuery(offered ?? ''), enabled: offered !== undefined });
  if (offered === undefined) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>Search in</legend>
      <div className={styles.choices}>
        <button
          type="button"
          className={styles.choice}
          aria-pressed={area === offered}
          onClick={() => onChange(offered)}
        >
          {named.data?.name ?? 'This area'}
        </button>
        <button
          type="button"
          className={styles.choice}
          aria-pressed={area === undefined}
          onClick={() => onChange(undefined)}
        >
          All areas
        </button>
      </div>
    </fieldset>
  );
}
