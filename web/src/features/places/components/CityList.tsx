import type { CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../api/placesQueries';
import { sortByName } from '../sortByName';
import { PlaceListStates } from './PlaceListStates';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface CityListProps {
  onChoose: (city: CityDto) => void;
  /** The city to put focus back on when returning from its areas. */
  focusCityId?: string | null;
}

export function CityList({ onChoose, focusCityId }: CityListProps) {
  const cities = useQuery({ ...citiesQuery(), select: sortByName });

  return (
    <PlaceListStates
      list={cities}
      noun="cities"
      empty={{
        icon: 'building',
        title: 'No cities available',
        description: 'Cities appear here once an administrator adds them with Manage Cities & Areas.',
      }}
    >
      {(list) => (
        <section aria-labelledby="city-list-label">
          <h3 id="city-list-label" className={styles.sectionLabel}>
            Cities
          </h3>
          <ul className={styles.list}>
            {list.map((city) => (
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
      )}
    </PlaceListStates>
  );
}
