import type { CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/ui/Icon';
import { Spinner } from '../../../../components/ui/Spinner';
import { citiesQuery } from '../../api/placesQueries';
import type { PlaceMutations } from '../../hooks/usePlaceMutations';
import { ManagedRow } from './ManagedRow';
import * as styles from './manage.css';
import { PlaceForm } from './PlaceForm';

interface ManageCitiesProps {
  mutations: PlaceMutations;
  onOpenCity: (city: CityDto) => void;
}

const byName = (a: CityDto, b: CityDto) => a.name.localeCompare(b.name, 'en-IN');

/** Admins: add, rename and delete cities; open one to manage its areas. */
export function ManageCities({ mutations, onOpenCity }: ManageCitiesProps) {
  const cities = useQuery({ ...citiesQuery(), select: (list) => [...list].sort(byName) });
  const [adding, setAdding] = useState(false);
  const { createCity, updateCity, deleteCity } = mutations;

  return (
    <section aria-labelledby="manage-cities-title">
      <div className={styles.header}>
        <h3 id="manage-cities-title" className={styles.title}>
          Cities
        </h3>
        {adding ? null : (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} /> Add city
          </Button>
        )}
      </div>
      {adding ? (
        <PlaceForm
          kind="City"
          submitLabel="Create"
          pending={createCity.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={({ name, state }) =>
            createCity.mutate({ name, ...(state ? { state } : {}) }, { onSuccess: () => setAdding(false) })
          }
        />
      ) : null}
      {cities.isPending ? <Spinner label="Loading cities..." /> : null}
      {cities.isError ? <p role="alert">Failed to fetch cities</p> : null}
      <ul className={styles.list}>
        {cities.data?.map((city) => (
          <li key={city._id}>
            <ManagedRow
              kind="City"
              name={city.name}
              subtitle={`${city.state}, ${city.country} · ${city.areaCount === 1 ? '1 area' : `${city.areaCount} areas`}`}
              initial={{ name: city.name, state: city.state }}
              pending={updateCity.isPending || deleteCity.isPending}
              onOpen={() => onOpenCity(city)}
              onSave={({ name, state }) =>
                updateCity.mutateAsync({ id: city._id, body: { name, ...(state ? { state } : {}) } })
              }
              onDelete={() => deleteCity.mutateAsync(city._id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
