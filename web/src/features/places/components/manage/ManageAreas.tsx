import type { CityDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/Button';
import { cityAreasQuery } from '../../api/placesQueries';
import type { PlaceMutations } from '../../hooks/usePlaceMutations';
import { sortByName } from '../../sortByName';
import { ManagedList } from './ManagedList';
import { ManagedRow } from './ManagedRow';

interface ManageAreasProps {
  city: CityDto;
  mutations: PlaceMutations;
  onBack: () => void;
}

/** Admins: add, rename and delete the areas of one city. */
export function ManageAreas({ city, mutations, onBack }: ManageAreasProps) {
  const areas = useQuery({ ...cityAreasQuery(city._id), select: sortByName });
  const { createArea, updateArea, deleteArea } = mutations;

  return (
    <section aria-labelledby="manage-areas-title">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to Cities
      </Button>
      <ManagedList
        kind="Area"
        headingId="manage-areas-title"
        heading={`Areas in ${city.name}`}
        list={areas}
        noun="areas"
        emptyText={`No areas available in ${city.name}`}
        creating={createArea.isPending}
        onCreate={({ name }, done) =>
          createArea.mutate({ cityId: city._id, body: { name } }, { onSuccess: done })
        }
        row={(area) => (
          <ManagedRow
            kind="Area"
            name={area.name}
            initial={{ name: area.name, state: '' }}
            pending={updateArea.isPending || deleteArea.isPending}
            onSave={({ name }) => updateArea.mutateAsync({ id: area._id, body: { name } })}
            onDelete={() => deleteArea.mutateAsync(area._id)}
          />
        )}
      />
    </section>
  );
}
