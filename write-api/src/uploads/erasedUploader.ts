import { loadUser } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';

/**
 * Whether a stored file's uploader (its `uploader` metadata) erased
 * themselves (issue 16). Their files are deleted by the erasure, but a
 * deletion can fail or lag, and files never attached to anything are not
 * in the log to be found: serving asks this, so none goes out from the
 * moment of the erasure. One cached fold of the uploader's stream.
 */
export async function uploaderErased(
  eventStore: EventStore,
  metadata: Record<string, string>,
): Promise<boolean> {
  const uploader = metadata.uploader;
  if (!uploader) return false;
  const { state } = await loadUser(eventStoreCommandStore(eventStore), uploader);
  return state.status === 'erased';
}
