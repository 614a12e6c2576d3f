import type { CreateAreaBody, CreateCityBody, UpdateAreaBody, UpdateCityBody } from '@mohalla/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/useToast';
import * as api from '../api/placesApi';
import { refreshPlacesAt } from '../api/refreshPlaces';

interface Outcome {
  success: string;
  failure: string;
}

/**
 * One admin change with the spec's toasts. Success re-reads the place lists at
 * the write's position, so the change is on screen when the toast appears.
 */
function usePlaceChange<V>(run: (vars: V) => Promise<api.PlaceWrite>, texts: Outcome) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (vars: V) => {
      const written = await run(vars);
      await refreshPlacesAt(queryClient, written.position);
      return written;
    },
    onSuccess: () => toast({ title: texts.success }),
    onError: (error) => toast({ title: texts.failure, description: error.message, tone: 'danger' }),
  });
}

/** The spec's toasts: 'City created successfully!', 'Failed to create city'. */
const outcome = (place: 'City' | 'Area', verb: 'create' | 'update' | 'delete'): Outcome => ({
  success: `${place} ${verb}d successfully!`,
  failure: `Failed to ${verb} ${place.toLowerCase()}`,
});

/** The admin's city and area changes (the server refuses anyone else with 403). */
export function usePlaceMutations() {
  return {
    createCity: usePlaceChange((body: CreateCityBody) => api.createCity(body), outcome('City', 'create')),
    updateCity: usePlaceChange(
      (v: { id: string; body: UpdateCityBody }) => api.updateCity(v.id, v.body),
      outcome('City', 'update'),
    ),
    deleteCity: usePlaceChange((id: string) => api.deleteCity(id), outcome('City', 'delete')),
    createArea: usePlaceChange(
      (v: { cityId: string; body: CreateAreaBody }) => api.createArea(v.cityId, v.body),
      outcome('Area', 'create'),
    ),
    updateArea: usePlaceChange(
      (v: { id: string; body: UpdateAreaBody }) => api.updateArea(v.id, v.body),
      outcome('Area', 'update'),
    ),
    deleteArea: usePlaceChange((id: string) => api.deleteArea(id), outcome('Area', 'delete')),
  };
}

export type PlaceMutations = ReturnType<typeof usePlaceMutations>;
