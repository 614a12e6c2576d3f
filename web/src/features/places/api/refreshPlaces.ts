import type { QueryClient } from '@tanstack/react-query';
import { placesKeys } from './placesKeys';
import { allAreasQuery, areaQuery, citiesQuery, cityAreasQuery } from './placesQueries';

/**
 * After a place write: re-read, at the write's log position, every place list
 * and area someone is looking at, so the change shows at once. Queries nobody
 * watches are only marked stale; their next read is fresh anyway.
 */
export async function refreshPlacesAt(queryClient: QueryClient, position: number): Promise<void> {
  const cached = queryClient.getQueryCache().findAll({ queryKey: placesKeys.all });
  const reads: Promise<unknown>[] = [];
  for (const query of cached) {
    const key = query.queryKey as readonly string[];
    if (query.getObserversCount() === 0) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      continue;
    }
    const read = readerFor(queryClient, key, position);
    if (read) reads.push(read().catch(() => undefined));
  }
  await Promise.all(reads);
}

function readerFor(queryClient: QueryClient, key: readonly string[], position: number) {
  const [, kind, id, sub] = key;
  if (kind === 'cities' && id === undefined)
    return () => queryClient.fetchQuery({ ...citiesQuery(position), staleTime: 0 });
  if (kind === 'cities' && id && sub === 'areas')
    return () => queryClient.fetchQuery({ ...cityAreasQuery(id, position), staleTime: 0 });
  if (kind === 'areas' && id === undefined)
    return () => queryClient.fetchQuery({ ...allAreasQuery(position), staleTime: 0 });
  // A deleted area answers 404 now; its page shows the error state, which is right.
  if (kind === 'areas' && id)
    return () => queryClient.fetchQuery({ ...areaQuery(id, position), staleTime: 0 });
  return undefined;
}
