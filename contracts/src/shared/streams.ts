/**
 * Every stream name of the log, one place (`<category>-<id>`, architecture §3).
 * They live in contracts rather than domain because the log's shape is shared:
 * infra's session check, projectors and the benches read these streams too,
 * and may not import domain. (A unique key's claim stream, named by a digest,
 * stays private to the claim in domain/src/uniqueKeys.)
 */
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
/** The stream-name prefix of every person's stream: a realtime node follows it for erasures. */
export const USER_STREAM_PREFIX = 'user-';
export const sessionStream = (sessionId: string) => `session-${sessionId}`;
export const cityStream = (cityId: string) => `city-${cityId}`;
export const areaStream = (areaId: string) => `area-${areaId}`;
export const postStream = (postId: string) => `post-${postId}`;

/** Every message of a channel lives in its stream. */
export const channelStream = (channelId: string) => `channel-${channelId}`;
/** The stream-name prefix of every channel: what a realtime node subscribes to. */
export const CHANNEL_STREAM_PREFIX = 'channel-';
