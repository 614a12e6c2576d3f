import { z } from 'zod';
import {
  ChatHistoryPageSchema,
  ChatHistoryQuerySchema,
  ChatWriteResultSchema,
  EditMessageBodySchema,
} from '../chat/dtos.js';
import { MyReportsDtoSchema, ReportQueueDtoSchema, ReportQueueQuerySchema } from '../moderation/dtos.js';
import {
  AreaDtoSchema,
  AreaStatsDtoSchema,
  ChannelDtoSchema,
  CityDtoSchema,
  OnlineUsersDtoSchema,
} from '../places/dtos.js';
import { ReverseGeocodeDtoSchema, ReverseGeocodeQuerySchema } from '../places/geo.js';
import { AreaPostsQuerySchema, PostDtoSchema, ReplyDtoSchema } from '../posts/dtos.js';
import {
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  PostSearchQuerySchema,
  PostSearchResponseSchema,
} from '../search/dtos.js';
import { TopicDtoSchema } from '../topics/topics.js';
import type { ApiOperation } from './operation.js';

const read = { service: 'read', method: 'get', access: 'public' } as const;
const found = (schema: z.ZodType, description = 'Found') => ({ status: 200, description, schema });
const placesRead = { ...read, tag: 'places' } as const;
const postsRead = { ...read, tag: 'posts' } as const;
/** Each search spends a unit of the caller's search allowance (429 once it is spent). */
const searchRead = { ...read, tag: 'search', problems: [429] } as const;

/** What the read API (read-api/src/**) answers, from read models and the search index. */
export const readOperations: readonly ApiOperation[] = [
  {
    ...placesRead,
    path: '/api/cities',
    summary: 'Every city, by name',
    success: found(z.array(CityDtoSchema)),
  },
  { ...placesRead, path: '/api/cities/{cityId}', summary: 'A city', success: found(CityDtoSchema) },
  {
    ...placesRead,
    path: '/api/cities/{cityId}/areas',
    summary: "A city's areas",
    success: found(z.array(AreaDtoSchema)),
  },
  {
    ...placesRead,
    path: '/api/areas',
    summary: 'Every area',
    success: found(z.array(AreaDtoSchema)),
  },
  { ...placesRead, path: '/api/areas/{areaId}', summary: 'An area', success: found(AreaDtoSchema) },
  {
    ...placesRead,
    path: '/api/areas/{areaId}/channels',
    summary: "An area's chat channels",
    success: found(z.array(ChannelDtoSchema)),
  },
  {
    ...placesRead,
    path: '/api/areas/{areaId}/stats',
    summary: "An area's counts",
    success: found(AreaStatsDtoSchema),
  },
  {
    ...placesRead,
    path: '/api/areas/{areaId}/online-users',
    summary: 'Who is online in an area (aliases)',
    success: found(OnlineUsersDtoSchema),
  },
  {
    ...postsRead,
    path: '/api/areas/{areaId}/posts',
    summary: "An area's posts, newest first (next page in X-Next-Cursor)",
    query: AreaPostsQuerySchema,
    success: found(z.array(PostDtoSchema)),
  },
  { ...postsRead, path: '/api/posts/{postId}', summary: 'A post', success: found(PostDtoSchema) },
  {
    ...postsRead,
    path: '/api/posts/{postId}/comments',
    summary: "A post's replies",
    success: found(z.array(ReplyDtoSchema)),
  },
  {
    ...postsRead,
    path: '/api/topics',
    summary: 'The eight topics',
    success: found(z.array(TopicDtoSchema)),
  },
  // A missing q is a blank one (the route defaults it).
  {
    ...searchRead,
    path: '/api/search',
    summary: 'Search posts',
    query: PostSearchQuerySchema.partial({ q: true }),
    success: found(PostSearchResponseSchema),
  },
  {
    ...searchRead,
    path: '/api/places/search',
    summary: 'Search cities and areas',
    query: PlaceSearchQuerySchema.partial({ q: true }),
    success: found(PlaceSearchResponseSchema),
  },
  {
    ...placesRead,
    path: '/api/geo/reverse',
    summary: 'Where a coordinate is (nothing stored)',
    query: ReverseGeocodeQuerySchema,
    success: found(ReverseGeocodeDtoSchema),
  },
  {
    ...read,
    path: '/api/moderation/reports',
    summary: 'The moderation queue (next page in X-Next-Cursor)',
    tag: 'moderation',
    access: 'moderator',
    query: ReportQueueQuerySchema,
    success: found(ReportQueueDtoSchema),
  },
  {
    ...read,
    path: '/api/reports/mine',
    summary: 'My reports and what became of them',
    tag: 'moderation',
    access: 'signed-in',
    success: found(MyReportsDtoSchema),
  },
  {
    ...read,
    path: '/api/openapi.json',
    summary: 'This description',
    tag: 'meta',
    success: { status: 200, description: 'OpenAPI 3.1' },
  },
];

const chat = { service: 'realtime', tag: 'chat' } as const;

/** The realtime node's chat calls (realtime/src/http/chatRoutes.ts) and the gateway's own health check. */
export const otherOperations: readonly ApiOperation[] = [
  {
    ...chat,
    method: 'get',
    path: '/api/channels/{channelId}/messages',
    summary: "A page of a channel's messages (replayed from its stream)",
    access: 'optional',
    query: ChatHistoryQuerySchema,
    success: found(ChatHistoryPageSchema),
  },
  {
    ...chat,
    method: 'put',
    path: '/api/messages/{messageId}',
    summary: 'Edit my message',
    access: 'signed-in',
    body: EditMessageBodySchema,
    success: found(ChatWriteResultSchema, 'Edited'),
    problems: [403, 409, 422, 429],
  },
  {
    ...chat,
    method: 'delete',
    path: '/api/messages/{messageId}',
    summary: 'Delete my message',
    access: 'signed-in',
    success: found(ChatWriteResultSchema, 'Deleted'),
    problems: [403, 409, 429],
  },
  {
    service: 'gateway',
    method: 'get',
    path: '/healthz',
    summary: 'Liveness, log and read-model positions',
    tag: 'meta',
    access: 'public',
    success: { status: 200, description: 'Up' },
  },
];
