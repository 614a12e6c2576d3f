import { USER_STREAM_PREFIX } from '@mohalla/contracts';
import type { LogHandler } from './logFollower.js';

/**
 * Tells the node when someone erased themselves (issue 16), whichever
 * process wrote it. A chat page the node keeps is reused while its channel
 * is unchanged, and an erasure changes no channel: it is in the person's own
 * stream. Erasures are rare, so the node drops all it keeps on each one.
 */
export function erasureFeed(onErased: () => void): LogHandler {
  return {
    streamPrefix: USER_STREAM_PREFIX,
    handle(event) {
      if (event.type === 'PersonErased') onErased();
    },
  };
}
