import type { CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { citiesQuery } from '../api/placesQueries';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface CityListProps {
  onChoose: (city: CityDto) => void;
  /** The city to put focus back on when returning from its areas. */
  focusCityId?: string | null;
}

const byName = (a: CityDto, b: CityDto) => a.name.localeCompare(b.name, 'en-IN');

export function CityList({ onChoose, focusCityId }: CityListProps) {
  const cities = useQuery({ ...citiesQuery(), select: (list) => [...list].sort(byName) });

  if (cities.isPending) return <Spinner label="Loading cities..." className={styles.loading} />;

  if (cities.isError) {
    return (
      <LoadFailed
        title="Failed to fetch cities"
        description={cities.error.message}
        onRetry={() => void cities.refetch()}
        retrying={cities.isFetching}
        compact
      />
    );
  }

  if (cities.data.length === 0) {
    return (
      <StateMessage
        icon="building"
        title="No cities available"
        description="Cities appear here once an administrator adds them with Manage Cities & Areas."
      />
    );
  }

  return (
    <section aria-labelledby="city-list-label">
      <h3 id="city-list-label" className={styles.sectionLabel}>
        Cities
      </h3>
      <ul className={styles.list}>
        {cities.data.map((city) => (
          <li key={city._id}>
            <PlaceOption
              icon="building"
              title={city.name}
              subtitle={`${city.state}, ${city.country}`}
              meta={city.areaCount === 1 ? '1 area' : `${city.areaCount} areas`}
              onSelect={() => onChoose(city)}
              focusOnMount={city._id === focusCityId}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
