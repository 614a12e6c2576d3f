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

/** The calendar day in India, as the stats key days. */
export function indianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
