import type { CheckpointStore } from './port.js';

/**
 * A staging generation's checkpoints: the same names as the live ones, kept
 * under `<generation>/` in a store of their own, so a rebuild's progress
 * never moves a live checkpoint and survives the rebuild's process.
 */
export function stagedCheckpoints(inner: CheckpointStore, generation: string): CheckpointStore {
  const key = (name: string) => stagedCheckpointKey(name, generation);
  return {
    get: (name) => inner.get(key(name)),
    set: (name, position) => inner.set(key(name), position),
    delete: (name) => inner.delete(key(name)),
    setMany: (positions) => inner.setMany(stagedCheckpointKeys(positions, generation)),
  };
}

const stagedCheckpointKey = (name: string, generation: string) => `${generation}/${name}`;

/** Checkpoints under the keys the staging generation stores them by. */
export function stagedCheckpointKeys(
  positions: Readonly<Record<string, number>>,
  generation: string,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(positions).map(([name, at]) => [stagedCheckpointKey(name, generation), at]),
  );
}
