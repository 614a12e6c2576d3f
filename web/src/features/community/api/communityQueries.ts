import {
  type AreaStatsDto,
  AreaStatsDtoSchema,
  type OnlineUsersDto,
  OnlineUsersDtoSchema,
  type TopicDto,
  TopicDtoSchema,
} from '@mohalla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, type Parser, withMinPosition } from '../../../lib/api';
import { communityKeys } from './communityKeys';

export type AreaStats = AreaStatsDto;
export type OnlineUser = OnlineUsersDto['users'][number];

const OnlineUsersParser: Parser<OnlineUser[]> = {
  parse: (input) => OnlineUsersDtoSchema.parse(input).users,
};

/** A 404 (a server without the activity read side) shows no numbers rather than an error. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const areaPath = (areaId: string) => `/api/areas/${encodeURIComponent(areaId)}`;

/**
 * GET /api/areas/{id}/stats. Live numbers: fresh for 30 s, not the app's 5 minutes.
 * `minPosition` (after a write) waits for that write.
 */
export function areaStatsQuery(areaId: string, minPosition?: number) {
  return queryOptions({
    queryKey: communityKeys.stats(areaId),
    queryFn: ({ signal }) =>
      orNull(apiGet(withMinPosition(`${areaPath(areaId)}/stats`, minPosition), AreaStatsDtoSchema, signal)),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** GET /api/areas/{id}/online-users: who is here now, by area alias. */
export function onlineUsersQuery(areaId: string) {
  return queryOptions({
    queryKey: communityKeys.onlineUsers(areaId),
    queryFn: ({ signal }) => orNull(apiGet(`${areaPath(areaId)}/online-users`, OnlineUsersParser, signal)),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

const TopicListSchema = TopicDtoSchema.array();

/** GET /api/topics: the spec's fixed eight. */
export function topicsQuery() {
  return queryOptions({
    queryKey: communityKeys.topics(),
    queryFn: ({ signal }): Promise<TopicDto[]> => apiGet('/api/topics', TopicListSchema, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
