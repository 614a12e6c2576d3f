import type { PlaceSearchResult } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { placeSearchQuery } from '../api/placesQueries';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface PlaceSearchProps {
  onChoose: (result: PlaceSearchResult) => void;
}

/**
 * Search cities (name, state, country) and areas (name) on the server, 300 ms
 * after the typing stops; cities first, at most 10. An empty box shows nothing.
 */
export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const results = useQuery(placeSearchQuery(query));

  return (
    <section className={styles.search} aria-label="Search cities and areas">
      <TextField
        label="Search cities and areas"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="e.g. Bandra, Pune, Karnataka"
        autoComplete="off"
        autoFocus
      />
      {query === '' ? null : results.isPending ? (
        <Spinner label="Searching..." className={styles.loading} />
      ) : results.isError ? (
        <LoadFailed
          title="Failed to search. Please try again."
          onRetry={() => void results.refetch()}
          compact
        />
      ) : results.data.length === 0 ? (
        <p className={styles.noResults} role="status">{`No results found for "${query}"`}</p>
      ) : (
        <ul className={styles.list} aria-label="Search results">
          {results.data.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <PlaceOption
                icon={result.type === 'city' ? 'building' : 'mapPin'}
                title={result.name}
                subtitle={result.subtitle}
                meta={result.type === 'city' ? 'City' : 'Area'}
                onSelect={() => onChoose(result)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
