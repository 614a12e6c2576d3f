import type { AreaDto, CityDto } from '@mohalla/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { cityAreasQuery } from '../api/placesQueries';
import { focusElement } from './focusElement';
import { PlaceOption } from './PlaceOption';
import * as styles from './placeList.css';

interface AreaListProps {
  city: CityDto;
  onBack: () => void;
  onChoose: (area: AreaDto) => void;
}

const byName = (a: AreaDto, b: AreaDto) => a.name.localeCompare(b.name, 'en-IN');

export function AreaList({ city, onBack, onChoose }: AreaListProps) {
  const areas = useQuery({ ...cityAreasQuery(city._id), select: (list) => [...list].sort(byName) });

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
      <AreaListBody city={city} areas={areas} onChoose={onChoose} />
    </section>
  );
}

interface AreaListBodyProps {
  city: CityDto;
  areas: UseQueryResult<AreaDto[]>;
  onChoose: (area: AreaDto) => void;
}

function AreaListBody({ city, areas, onChoose }: AreaListBodyProps) {
  if (areas.isPending) return <Spinner label="Loading areas..." className={styles.loading} />;

  if (areas.isError) {
    return (
      <LoadFailed
        title="Failed to fetch areas"
        description={areas.error.message}
        onRetry={() => void areas.refetch()}
        retrying={areas.isFetching}
        compact
      />
    );
  }

  if (areas.data.length === 0) {
    return (
      <StateMessage
        icon="mapPin"
        title={`No areas available in ${city.name}`}
        description="Areas appear here once an administrator adds them with Manage Cities & Areas."
      />
    );
  }

  return (
    <ul className={styles.list} aria-label={`Areas in ${city.name}`}>
      {areas.data.map((area) => (
        <li key={area._id}>
          <PlaceOption icon="mapPin" title={area.name} onSelect={() => onChoose(area)} />
        </li>
      ))}
    </ul>
  );
}
