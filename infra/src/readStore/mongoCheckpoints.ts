import type { Collection } from 'mongodb';
import type { CheckpointStore } from './port.js';

type CheckpointDoc = { _id: string; position: number };

export function mongoCheckpoints(collection: Collection<CheckpointDoc>): CheckpointStore {
  return {
    async get(name) {
      return (await collection.findOne({ _id: name }))?.position ?? null;
    },
    async set(name, position) {
      await collection.updateOne({ _id: name }, { $set: { position } }, { upsert: true });
    },
    async delete(name) {
      await collection.deleteOne({ _id: name });
    },
    async setMany(positions) {
      const updates = Object.entries(positions).map(([name, position]) => ({
        updateOne: { filter: { _id: name }, update: { $set: { position } }, upsert: true },
      }));
      if (updates.length > 0) await collection.bulkWrite(updates, { ordered: false });
    },
  };
}
