import { DATA_EXPORT_FORMAT, type DataExport, DataExportSchema } from '@mohalla/contracts';
import { accountSection } from './accountSection.js';
import { activitySection } from './activitySection.js';
import { moderationSection } from './moderationSection.js';
import type { Footprint } from './personFootprint.js';
import { sessionsSection } from './sessionsSection.js';
import { writtenSection } from './writtenSection.js';

export interface ExportRequest {
  footprint: Footprint;
  /** How far the log was read. */
  logPosition: number;
  /** The session the export is asked with (marked `current`). */
  sessionId: string;
  now: Date;
}

/**
 * The export document from the person's footprint. Pure. Parsed against its
 * contract before it leaves: every nested object keeps only the members
 * the schema names, so nothing an event carries beyond them (a hash, an
 * id of someone else) can ride along by accident.
 */
export function assembleExport({ footprint, logPosition, sessionId, now }: ExportRequest): DataExport {
  return DataExportSchema.parse({
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    logPosition,
    ...accountSection(footprint),
    ...writtenSection(footprint),
    ...activitySection(footprint),
    moderation: moderationSection(footprint),
    sessions: sessionsSection(footprint, sessionId),
  } satisfies DataExport);
}
