import {
  AreaCreatedAnswerSchema,
  AreaWrittenSchema,
  AutoCreateAreaBodySchema,
  CityWrittenSchema,
  CreateAreaBodySchema,
  CreateCityBodySchema,
  PlaceDeletedSchema,
  UpdateAreaBodySchema,
  UpdateCityBodySchema,
} from '../places/commands.js';
import { AutoCreateAreaResultSchema } from '../places/dtos.js';
import {
  PublishPostAnswerSchema,
  PublishPostBodySchema,
  ReplyAnswerSchema,
  ReplyBodySchema,
  ReportAnswerSchema,
  ReportBodySchema,
} from '../posts/commands.js';
import { UpvoteResultSchema } from '../posts/dtos.js';
import type { ApiOperation } from './operation.js';
import { write, written } from './writeShared.js';

/** Admins' place writes: 409 for a name already taken, or a write that lost to another one (If-Match). */
const placeAdmin = { ...write, tag: 'places', access: 'admin', problems: [409] } as const;
const posting = { ...write, tag: 'posts', access: 'signed-in' } as const;

/** Cities and areas (admins; residents may auto-create) and posting (write-api/src/places, posts). */
export const placesPostsOperations: readonly ApiOperation[] = [
  {
    ...placeAdmin,
    method: 'post',
    path: '/api/cities',
    summary: 'Create a city',
    body: CreateCityBodySchema,
    success: written(201, 'Created (200 when replayed)', CityWrittenSchema),
  },
  {
    ...placeAdmin,
    method: 'put',
    path: '/api/cities/{cityId}',
    summary: 'Edit a city',
    body: UpdateCityBodySchema,
    success: written(200, 'Edited', CityWrittenSchema),
  },
  {
    ...placeAdmin,
    method: 'delete',
    path: '/api/cities/{cityId}',
    summary: 'Delete a city',
    success: written(200, 'Deleted', PlaceDeletedSchema),
  },
  {
    ...placeAdmin,
    method: 'post',
    path: '/api/cities/{cityId}/areas',
    summary: 'Create an area',
    body: CreateAreaBodySchema,
    success: written(201, 'Created (200 when replayed)', AreaCreatedAnswerSchema),
  },
  {
    ...write,
    method: 'post',
    path: '/api/areas/auto-create',
    summary: 'Find or create my area',
    tag: 'places',
    access: 'signed-in',
    body: AutoCreateAreaBodySchema,
    success: written(201, 'Created (200 when it existed)', AutoCreateAreaResultSchema),
    problems: [404, 409, 429],
  },
  {
    ...placeAdmin,
    method: 'put',
    path: '/api/areas/{areaId}',
    summary: 'Edit an area',
    body: UpdateAreaBodySchema,
    success: written(200, 'Edited', AreaWrittenSchema),
  },
  {
    ...placeAdmin,
    method: 'delete',
    path: '/api/areas/{areaId}',
    summary: 'Delete an area',
    success: written(200, 'Deleted', PlaceDeletedSchema),
  },
  {
    ...posting,
    method: 'post',
    path: '/api/areas/{areaId}/posts',
    summary: 'Publish a post',
    body: PublishPostBodySchema,
    success: written(201, 'Published', PublishPostAnswerSchema),
    problems: [403, 409, 422],
  },
  {
    ...posting,
    method: 'post',
    path: '/api/posts/{postId}/comments',
    summary: 'Reply to a post',
    body: ReplyBodySchema,
    success: written(201, 'Replied', ReplyAnswerSchema),
    problems: [403, 409, 422],
  },
  {
    ...posting,
    method: 'post',
    path: '/api/posts/{postId}/upvote',
    summary: 'Upvote a post (once)',
    success: written(200, 'Upvoted', UpvoteResultSchema),
    problems: [409],
  },
  {
    ...posting,
    method: 'post',
    path: '/api/posts/{postId}/report',
    summary: 'Report a post or reply',
    body: ReportBodySchema,
    success: written(201, 'Reported', ReportAnswerSchema),
    problems: [409],
  },
];
