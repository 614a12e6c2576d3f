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

/** The admin's city and area changes (the server refuses anyone else with 403). */
export function usePlaceMutations() {
  return {
    createCity: usePlaceChange((body: CreateCityBody) => api.createCity(body), {
      success: 'City created successfully!',
      failure: 'Failed to create city',
    }),
    updateCity: usePlaceChange((v: { id: string; body: UpdateCityBody }) => api.updateCity(v.id, v.body), {
      success: 'City updated successfully!',
      failure: 'Failed to update city',
    }),
    deleteCity: usePlaceChange((id: string) => api.deleteCity(id), {
      success: 'City deleted successfully!',
      failure: 'Failed to delete city',
    }),
    createArea: usePlaceChange(
      (v: { cityId: string; body: CreateAreaBody }) => api.createArea(v.cityId, v.body),
      { success: 'Area created successfully!', failure: 'Failed to create area' },
    ),
    updateArea: usePlaceChange((v: { id: string; body: UpdateAreaBody }) => api.updateArea(v.id, v.body), {
      success: 'Area updated successfully!',
      failure: 'Failed to update area',
    }),
    deleteArea: usePlaceChange((id: string) => api.deleteArea(id), {
      success: 'Area deleted successfully!',
      failure: 'Failed to delete area',
    }),
  };
}

export type PlaceMutations = ReturnType<typeof usePlaceMutations>;
