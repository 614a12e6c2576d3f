import type { CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../../api/placesQueries';
import type { PlaceMutations } from '../../hooks/usePlaceMutations';
import { sortByName } from '../../sortByName';
import { ManagedList } from './ManagedList';
import { ManagedRow } from './ManagedRow';

interface ManageCitiesProps {
  mutations: PlaceMutations;
  onOpenCity: (city: CityDto) => void;
}

/** Admins: add, rename and delete cities; open one to manage its areas. */
export function ManageCities({ mutations, onOpenCity }: ManageCitiesProps) {
  const cities = useQuery({ ...citiesQuery(), select: sortByName });
  const { createCity, updateCity, deleteCity } = mutations;

  return (
    <section aria-labelledby="manage-cities-title">
      <ManagedList
        kind="City"
        headingId="manage-cities-title"
        heading="Cities"
        list={cities}
        noun="cities"
        creating={createCity.isPending}
        onCreate={({ name, state }, done) =>
          createCity.mutate({ name, ...(state ? { state } : {}) }, { onSuccess: done })
        }
        row={(city) => (
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
        )}
      />
    </section>
  );
}
