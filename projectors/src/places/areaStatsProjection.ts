import { type AreaStatsDocument, indianDay, type ProjectionName, ReadModels } from '@mohalla/contracts';
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
  categories: ['area', 'post'],
  handles: ['AreaCreated', 'AreaDeleted', 'PostPublished'],
  collections: [ReadModels.areaStats],
  async apply(event, { store }) {
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
      case 'PostPublished': {
        const current = await stats.get(event.data.areaId);
        if (!current) return;
        const day = indianDay(new Date(event.metadata.at));
        const topic = event.data.topicId;
        await stats.patch(
          current._id,
          {
            postsTotal: current.postsTotal + 1,
            postsByDay: { ...current.postsByDay, [day]: (current.postsByDay[day] ?? 0) + 1 },
            postsByTopic: topic
              ? { ...current.postsByTopic, [topic]: (current.postsByTopic[topic] ?? 0) + 1 }
              : current.postsByTopic,
          },
          event.position,
        );
        return;
      }
      default:
        return;
    }
  },
};
