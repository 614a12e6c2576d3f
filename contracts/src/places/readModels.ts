/**
 * Names of the read-model collections and of the projections that write
 * them: the contract between the projector and the read API (which waits on
 * these projections' checkpoints for read-your-writes).
 */
export const ReadModels = {
  cities: 'cities',
  areas: 'areas',
  areaStats: 'area_stats',
  posts: 'posts',
  replies: 'replies',
  reports: 'reports',
} as const;

export const PROJECTION_NAMES = [
  'cities',
  'areas',
  'areaStats',
  'posts',
  'replies',
  'reports',
  'chatIndex',
  'search',
] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/** The `area_stats` document: post counts per area, kept by the areaStats projection. */
export interface AreaStatsDocument {
  _id: string;
  postsTotal: number;
  /** 'YYYY-MM-DD' in Asia/Kolkata (a resident's 'Today') → posts published that day. */
  postsByDay: Record<string, number>;
  postsByTopic: Record<string, number>;
}

/** India's offset from UTC: +05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The calendar day in India ('YYYY-MM-DD'), as the stats key days: by fixed
 * +05:30 arithmetic, which is what the Asia/Kolkata zone is, instead of an
 * `Intl.DateTimeFormat` per call (the rebuild's profile showed it as the
 * area stats projection's main cost).
 */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
