import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { TextField } from '../../../components/ui/TextField';
import { allAreasQuery, citiesQuery } from '../api/placesQueries';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { type PlaceResult, searchPlaces } from '../placeSearch';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface PlaceSearchProps {
  onChoose: (result: PlaceResult) => void;
}

/** Search cities and areas by name (client-side over the lists the chooser already reads). */
export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text);
  const cities = useQuery(citiesQuery());
  const areas = useQuery(allAreasQuery());
  const results = useMemo(
    () => searchPlaces(query, cities.data ?? [], areas.data ?? []),
    [query, cities.data, areas.data],
  );
  const trimmed = query.trim();
  const loading = cities.isPending || areas.isPending;

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
      {trimmed === '' ? null : loading ? (
        <Spinner label="Searching..." className={styles.loading} />
      ) : cities.isError || areas.isError ? (
        <StateMessage
          role="alert"
          tone="danger"
          icon="alert"
          title="Search failed"
          description="Failed to search. Please try again."
        />
      ) : results.length === 0 ? (
        <p className={styles.noResults} role="status">{`No results found for "${trimmed}"`}</p>
      ) : (
        <ul className={styles.list} aria-label="Search results">
          {results.map((result) => (
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
