import {
  POSTS_PAGE_DEFAULT,
  type PostDto,
  PostDtoSchema,
  type PublishPostBody,
  type ReplyBody,
  type ReplyDto,
  ReplyDtoSchema,
  type ReportBody,
  UpvoteResultSchema,
} from '@mohalla/contracts';
import { apiGet, apiGetWithHeaders, apiRequest, type Parser, withMinPosition } from '../../../lib/api';

const PostListSchema = PostDtoSchema.array();
const ReplyListSchema = ReplyDtoSchema.array();

/** What a write answers: the new id, the author's area alias and the log position it reached. */
export interface Written {
  _id: string;
  authorAlias: string;
  position: number;
}

const WrittenParser: Parser<Written> = {
  parse: (input) => {
    const body = input as Partial<Written> | null;
    if (typeof body?._id !== 'string' || typeof body.position !== 'number')
      throw new Error('Unexpected answer to a write');
    return { _id: body._id, authorAlias: String(body.authorAlias ?? ''), position: body.position };
  },
};

const Ignored: Parser<void> = { parse: () => undefined };

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

export function publishPost(areaId: string, body: PublishPostBody): Promise<Written> {
  return apiRequest(`/api/areas/${id(areaId)}/posts`, WrittenParser, { method: 'POST', body });
}

/** GET /api/posts/{id}/comments: oldest first. */
export function fetchReplies(postId: string, minPosition: number | undefined, signal: AbortSignal) {
  return apiGet(withMinPosition(`/api/posts/${id(postId)}/comments`, minPosition), ReplyListSchema, signal);
}

export function addReply(postId: string, body: ReplyBody): Promise<Written> {
  return apiRequest(`/api/posts/${id(postId)}/comments`, WrittenParser, { method: 'POST', body });
}

export function upvotePost(postId: string) {
  return apiRequest(`/api/posts/${id(postId)}/upvote`, UpvoteResultSchema, { method: 'POST' });
}

export function reportContent(postId: string, body: Partial<ReportBody>): Promise<void> {
  return apiRequest(`/api/posts/${id(postId)}/report`, Ignored, { method: 'POST', body });
}

export type { PostDto, ReplyDto };
