import { type AreaStatsDocument, type ProjectionName, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

/**
 * Post counts per area: in all, per day (India's calendar day, which is what
 * 'Today' means to a resident) and per topic. Posts arrive with the threads
 * feature; until then every area counts zero, truthfully.
 */
export const areaStatsOf = (store: ReadStore) => store.collection<AreaStatsDocument>(ReadModels.areaStats);

export const areaStatsProjection: Projection = {
  name: 'areaStats' satisfies ProjectionName,
  categories: ['area'],
  handles: ['AreaCreated', 'AreaDeleted'],
  collections: [ReadModels.areaStats],
  async apply(event, store) {
    const stats = areaStatsOf(store);
    switch (event.type) {
      case 'AreaCreated':
        await stats.put(
          { _id: event.data.areaId, postsTotal: 0, postsByDay: {}, postsByTopic: {} },
          event.position,
        );
        return;
      case 'AreaDeleted':
        await stats.remove(event.data.areaId, event.position);
        return;
      default:
        return;
    }
  },
};
