import {
  CHAT_PAGE_SIZE,
  ChatHistoryPageSchema,
  type ChatMessageDto,
  type ChatWriteResult,
  ChatWriteResultSchema,
} from '@mohalla/contracts';
import { apiGetWithHeaders, apiRequest } from '../../../lib/api';

/** One page of a channel's history, oldest first. */
export interface HistoryPage {
  messages: ChatMessageDto[];
  /** The `before` of the next older page; null on the oldest page. */
  nextCursor: number | null;
  /** The channel stream's last revision when the page was read (-1: empty). */
  channelRevision: number;
}

/** A header holding a whole number, or null when absent or unreadable. */
function numberHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) ? value : null;
}

/**
 * GET /api/channels/{id}/messages: the newest page, or the page older than
 * `before` (the previous page's `X-Next-Cursor`).
 */
export async function fetchHistoryPage(
  channelId: string,
  areaId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE), areaId });
  if (before !== null) query.set('before', String(before));
  const { data, headers } = await apiGetWithHeaders(
    `/api/channels/${encodeURIComponent(channelId)}/messages?${query}`,
    ChatHistoryPageSchema,
    signal,
  );
  const newest = data.at(-1)?.revision ?? -1;
  return {
    messages: data,
    nextCursor: numberHeader(headers, 'X-Next-Cursor'),
    // A server that leaves the header out still resumes from what the page shows.
    channelRevision: numberHeader(headers, 'X-Channel-Revision') ?? newest,
  };
}

/** PUT /api/messages/{id}: the author's new text (the server decides who the author is). */
export function editMessage(messageId: string, content: string): Promise<ChatWriteResult> {
  return apiRequest(`/api/messages/${encodeURIComponent(messageId)}`, ChatWriteResultSchema, {
    method: 'PUT',
    body: { content },
  });
}

/** DELETE /api/messages/{id}: the author only. */
export function deleteMessage(messageId: string): Promise<ChatWriteResult> {
  return apiRequest(`/api/messages/${encodeURIComponent(messageId)}`, ChatWriteResultSchema, {
    method: 'DELETE',
  });
}
