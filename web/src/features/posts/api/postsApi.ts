import {
  POSTS_PAGE_DEFAULT,
  type PostDto,
  PostDtoSchema,
  type PublishPostAnswer,
  PublishPostAnswerSchema,
  type PublishPostBody,
  type ReplyAnswer,
  ReplyAnswerSchema,
  type ReplyBody,
  type ReplyDto,
  ReplyDtoSchema,
  type ReportAnswer,
  ReportAnswerSchema,
  type ReportBody,
  UpvoteResultSchema,
} from '@mohalla/contracts';
import { apiGet, apiGetWithHeaders, apiRequest, withMinPosition } from '../../../lib/api';

const PostListSchema = PostDtoSchema.array();
const ReplyListSchema = ReplyDtoSchema.array();

export interface PostsPage {
  posts: PostDto[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

const id = encodeURIComponent;

/** GET /api/areas/{id}/posts: newest first, the next cursor in `X-Next-Cursor`. */
export async function fetchPostsPage(
  areaId: string,
  topic: string | null,
  cursor: string | null,
  minPosition: number | undefined,
  signal: AbortSignal,
): Promise<PostsPage> {
  const query = new URLSearchParams({ limit: String(POSTS_PAGE_DEFAULT) });
  if (topic) query.set('topic', topic);
  if (cursor) query.set('cursor', cursor);
  const path = withMinPosition(`/api/areas/${id(areaId)}/posts?${query}`, minPosition);
  const { data, headers } = await apiGetWithHeaders(path, PostListSchema, signal);
  return { posts: data, nextCursor: headers.get('X-Next-Cursor') };
}

/** The new post's id, the author's alias in the area and the log position to read it at. */
export function publishPost(areaId: string, body: PublishPostBody): Promise<PublishPostAnswer> {
  return apiRequest(`/api/areas/${id(areaId)}/posts`, PublishPostAnswerSchema, { method: 'POST', body });
}

/** GET /api/posts/{id}/comments: oldest first. */
export function fetchReplies(postId: string, minPosition: number | undefined, signal: AbortSignal) {
  return apiGet(withMinPosition(`/api/posts/${id(postId)}/comments`, minPosition), ReplyListSchema, signal);
}

export function addReply(postId: string, body: ReplyBody): Promise<ReplyAnswer> {
  return apiRequest(`/api/posts/${id(postId)}/comments`, ReplyAnswerSchema, { method: 'POST', body });
}

export function upvotePost(postId: string) {
  return apiRequest(`/api/posts/${id(postId)}/upvote`, UpvoteResultSchema, { method: 'POST' });
}

export function reportContent(postId: string, body: Partial<ReportBody>): Promise<ReportAnswer> {
  return apiRequest(`/api/posts/${id(postId)}/report`, ReportAnswerSchema, { method: 'POST', body });
}

export type { PostDto, ReplyDto };
