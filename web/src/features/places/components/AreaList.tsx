import type { AreaDto, CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { cityAreasQuery } from '../api/placesQueries';
import { sortByName } from '../sortByName';
import { focusElement } from './focusElement';
import { PlaceListStates } from './PlaceListStates';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface AreaListProps {
  city: CityDto;
  onBack: () => void;
  onChoose: (area: AreaDto) => void;
}

export function AreaList({ city, onBack, onChoose }: AreaListProps) {
  const areas = useQuery({ ...cityAreasQuery(city._id), select: sortByName });

  return (
    <section aria-labelledby="area-list-city">
      <div className={styles.placeHeader}>
        {/* The button that was pressed is gone now, so focus lands here, not on <body>. */}
        <Button variant="ghost" size="sm" onClick={onBack} ref={focusElement} className={styles.backButton}>
          <span aria-hidden="true">←</span> Back to Cities
        </Button>
        <div>
          <h3 id="area-list-city" className={styles.placeName}>
            {city.name}
          </h3>
          <p className={styles.placeMeta}>
            {city.state}, {city.country}
          </p>
        </div>
      </div>
      <PlaceListStates
        list={areas}
        noun="areas"
        empty={{
          icon: 'mapPin',
          title: `No areas available in ${city.name}`,
          description: 'Areas appear here once an administrator adds them with Manage Cities & Areas.',
        }}
      >
        {(list) => (
          <ul className={styles.list} aria-label={`Areas in ${city.name}`}>
            {list.map((area) => (
              <li key={area._id}>
                <PlaceOption icon="mapPin" title={area.name} onSelect={() => onChoose(area)} />
              </li>
            ))}
          </ul>
        )}
      </PlaceListStates>
    </section>
  );
}
