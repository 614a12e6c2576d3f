import { ApiError } from '../../lib/api';

const SERVER_TROUBLE = 'The messages could not be loaded just now. Please try again in a moment.';

/**
 * What the chat says when its history could not be loaded: a sentence, never
 * the server's body (an answer that is not a full problem document reaches the
 * client as '500: {"title":…}'). A problem's detail is written for people and
 * is kept; so is the client's own network message.
 */
export function loadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_TROUBLE;
  if (error.status === 0) return error.message;
  const raw = error.message.startsWith(`${error.status}:`) || error.message.trim() === '';
  return raw || error.status >= 500 ? SERVER_TROUBLE : error.message;
}
