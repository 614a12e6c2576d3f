import type { AreaDto, CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/ui/Icon';
import { Spinner } from '../../../../components/ui/Spinner';
import { cityAreasQuery } from '../../api/placesQueries';
import type { PlaceMutations } from '../../hooks/usePlaceMutations';
import { ManagedRow } from './ManagedRow';
import * as styles from './manage.css';
import { PlaceForm } from './PlaceForm';

interface ManageAreasProps {
  city: CityDto;
  mutations: PlaceMutations;
  onBack: () => void;
}

const byName = (a: AreaDto, b: AreaDto) => a.name.localeCompare(b.name, 'en-IN');

/** Admins: add, rename and delete the areas of one city. */
export function ManageAreas({ city, mutations, onBack }: ManageAreasProps) {
  const areas = useQuery({ ...cityAreasQuery(city._id), select: (list) => [...list].sort(byName) });
  const [adding, setAdding] = useState(false);
  const { createArea, updateArea, deleteArea } = mutations;

  return (
    <section aria-labelledby="manage-areas-title">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to Cities
      </Button>
      <div className={styles.header}>
        <h3 id="manage-areas-title" className={styles.title}>
          {`Areas in ${city.name}`}
        </h3>
        {adding ? null : (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} /> Add area
          </Button>
        )}
      </div>
      {adding ? (
        <PlaceForm
          kind="Area"
          submitLabel="Create"
          pending={createArea.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={({ name }) =>
            createArea.mutate({ cityId: city._id, body: { name } }, { onSuccess: () => setAdding(false) })
          }
        />
      ) : null}
      {areas.isPending ? <Spinner label="Loading areas..." /> : null}
      {areas.isError ? <p role="alert">Failed to fetch areas</p> : null}
      {areas.data?.length === 0 && !adding ? <p>{`No areas available in ${city.name}`}</p> : null}
      <ul className={styles.list}>
        {areas.data?.map((area) => (
          <li key={area._id}>
            <ManagedRow
              kind="Area"
              name={area.name}
              initial={{ name: area.name, state: '' }}
              pending={updateArea.isPending || deleteArea.isPending}
              onSave={({ name }) => updateArea.mutateAsync({ id: area._id, body: { name } })}
              onDelete={() => deleteArea.mutateAsync(area._id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
