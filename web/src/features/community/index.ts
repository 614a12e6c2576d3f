// The community feature's public face for other features: the topic list and an area's live
// numbers (a new post changes them). The area page itself is composed in app/routes/area.
export { areaStatsQuery, topicsQuery } from './api/communityQueries';
