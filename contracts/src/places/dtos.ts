import { z } from 'zod';

/** A city as the read API answers it. `revision` is what `If-Match` expects. */
export const CityDtoSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  state: z.string(),
  country: z.string(),
  areaCount: z.number().int().nonnegative(),
  revision: z.number().int().nonnegative(),
});
export type CityDto = z.infer<typeof CityDtoSchema>;

export const ChannelDtoSchema = z.object({ _id: z.uuid(), type: z.literal('lobby') });
export type ChannelDto = z.infer<typeof ChannelDtoSchema>;

/** An area with its city embedded (name and state, as the client shows them). */
export const AreaDtoSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  cityId: z.uuid(),
  city: z.object({ _id: z.uuid(), name: z.string(), state: z.string(), country: z.string() }),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  channels: z.array(ChannelDtoSchema),
  createdAt: z.iso.datetime(),
  revision: z.number().int().nonnegative(),
});
export type AreaDto = z.infer<typeof AreaDtoSchema>;

export const AutoCreateAreaResultSchema = z.object({
  success: z.literal(true),
  created: z.boolean(),
  area: z.object({ _id: z.uuid(), name: z.string(), cityId: z.uuid() }),
  position: z.number().int().nonnegative(),
});
export type AutoCreateAreaResult = z.infer<typeof AutoCreateAreaResultSchema>;

/**
 * GET /api/areas/{id}/stats: what the area page's sidebar counts. `online`
 * comes from presence; the post counts from the log (they move once posts exist).
 */
export const AreaStatsDtoSchema = z.object({
  areaId: z.uuid(),
  online: z.number().int().nonnegative(),
  postsToday: z.number().int().nonnegative(),
  postsTotal: z.number().int().nonnegative(),
  topics: z.array(z.object({ topicId: z.string(), count: z.number().int().nonnegative() })),
});
export type AreaStatsDto = z.infer<typeof AreaStatsDtoSchema>;

/** GET /api/areas/{id}/online-users: aliases only; `id` is the alias too, never a user id. */
export const OnlineUsersDtoSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), status: z.literal('online') })),
});
export type OnlineUsersDto = z.infer<typeof OnlineUsersDtoSchema>;
