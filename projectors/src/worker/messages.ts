import type { Logger, RetentionPolicy } from '@mohalla/infra';
import type { ProjectorHealth } from '../supervisedProjector.js';

/** What the projector thread opens: its own connections to the single node's files. */
export interface ProjectorThreadData {
  eventsPath: string;
  readModelsPath: string;
  searchPath: string;
  /** The main event store's retention policy, so the projector reads the log as the node does. */
  retention?: RetentionPolicy;
  /**
   * The main event store's commits, signalled through shared memory: give
   * the same buffer (`appendSignalBuffer()`) to that store as its `appendSignal`.
   */
  appendSignal: SharedArrayBuffer;
  /**
   * The key store the main store reads the log through (personal data is
   * sealed per person, issue 16): its file and master secret. Unset, the log
   * is read as stored.
   */
  keys?: { path: string; secret: string };
}

/** Main thread to projector thread. */
export type ToProjectorThread = { kind: 'pause'; id: number } | { kind: 'resume' } | { kind: 'stop' };

/** Projector thread to main thread. */
export type FromProjectorThread =
  | { kind: 'appended' }
  | { kind: 'caughtUp' }
  | { kind: 'health'; health: ProjectorHealth }
  | { kind: 'paused'; id: number }
  | { kind: 'log'; level: keyof Logger; message: string; fields?: Record<string, unknown> }
  | { kind: 'finished'; failure?: unknown };
