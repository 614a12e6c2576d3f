import { REPORT_REASON_MAX } from '../posts/rules.js';

/**
 * The chat's limits, shared by the browser and the server. The spec names no
 * length for a chat message; 1,000 characters (after trimming) keeps one
 * message a message, and is what the panel's counter shows.
 */
export const CHAT_CONTENT_MAX = 1_000;
/** The spec's 'max 3 files' of the attachment panel. */
export const CHAT_ATTACHMENTS_MAX = 3;
/** The spec's message list default page size. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** A report's reason, as for posts. */
export const CHAT_REPORT_REASON_MAX = REPORT_REASON_MAX;
/**
 * A reconnecting client gets at most this many missed events one by one;
 * further behind, it gets a fresh page instead (`joined_channel.resumed: false`).
 */
export const CHAT_RESUME_MAX_EVENTS = 1_000;
/** The largest WebSocket frame a client may send, in bytes; larger ones close the socket (1009). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** Sends per user (all tabs and nodes together) in any window of `CHAT_SEND_WINDOW_MS`. */
export const CHAT_SENDS_PER_WINDOW = 10;
/**
 * Edits, deletes, helpful marks and reports per user in the same window. Each edit or
 * delete is pushed to everyone in the channel, so they need a limit of their own.
 */
export const CHAT_CHANGES_PER_WINDOW = 30;
export const CHAT_SEND_WINDOW_MS = 10_000;
