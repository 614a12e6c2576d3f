/** The spec's limits for posts and replies, shared by the forms and the server. */
export const POST_TYPES = ['ask', 'experience', 'alert', 'tip'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 10_000;
export const REPLY_MAX = 2_000;
export const POST_MEDIA_MAX = 5;
export const REPLY_MEDIA_MAX = 3;
export const REPORT_REASON_MAX = 500;

/** Media must be files this server stored (`/api/files/<key>`), never arbitrary URLs that could track readers. */
export const OWN_FILE_URL = /^\/api\/files\/[0-9a-f-]{36}\.(jpg|png|gif|webp|avi|mov|mp4|webm|ogv)$/;
