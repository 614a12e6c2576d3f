import {
  type AuditContent,
  type AuditEntry,
  type AuditIdentity,
  type AuditItemState,
  type DomainEvent,
  ERASED_TEXT,
  type ModeratedItem,
  type RecordedEvent,
  wordDiff,
} from '@mohalla/contracts';

/** An event of the subject's stream, parsed, with where it sits in the log. */
export type AuditRecord = Omit<RecordedEvent, 'type' | 'data'> & { event: DomainEvent };

/** A person as the audit shows them: from their own stream. */
export interface Person {
  name: string;
  email: string;
  /** areaId → the alias they have there. */
  areaAliases: Readonly<Record<string, string>>;
  /** They erased themselves: shown as 'erased person', never under the alias they wrote with. */
  erased?: true;
}

/**
 * How one kind of subject (a post with its replies, a chat message) reads its
 * events. What every subject shares is read here: a decision on a report
 * touches what was reported, and a decision is its moderator's.
 */
export interface TimelineRules {
  /** The item an event touches; null when it is about something else in the stream. Not asked for report decisions. */
  itemOf(event: DomainEvent): ModeratedItem | null;
  /** Who did it, and the alias the event itself names (authors carry theirs). Not asked for moderators' decisions. */
  actorOf(record: AuditRecord): { userId: string; alias: string | null };
  /** The text the event writes, if it writes any. */
  contentOf(event: DomainEvent): { title: string | null; text: string } | null;
  summaryOf(event: DomainEvent, item: ModeratedItem): string;
}

const itemKey = (item: ModeratedItem): string =>
  item.kind === 'post'
    ? `post:${item.postId}`
    : item.kind === 'reply'
      ? `reply:${item.replyId}`
      : `message:${item.messageId}`;

/** An event of the subject, with the item it touches. */
export type SubjectRecord = AuditRecord & { item: ModeratedItem };

/**
 * The events of a stream that touch the subject, in order (a channel's
 * stream holds every message; a decision on a report follows its report).
 */
export function selectRecords(records: readonly AuditRecord[], rules: TimelineRules): SubjectRecord[] {
  const reportItems = new Map<string, ModeratedItem>();
  const selected: SubjectRecord[] = [];
  for (const record of records) {
    const { event } = record;
    const item =
      event.type === 'ReportDismissed' || event.type === 'ReportUpheld'
        ? (reportItems.get(event.data.reportId) ?? null)
        : rules.itemOf(event);
    if (!item) continue;
    if (event.type === 'ContentReported' || event.type === 'MessageReported') {
      reportItems.set(event.data.reportId, item);
    }
    selected.push({ ...record, item });
  }
  return selected;
}

/** Who did it: a moderator's decision is its moderator's; anything else as the subject's rules say. */
function actorOf(record: AuditRecord, rules: TimelineRules): { userId: string; alias: string | null } {
  const { data } = record.event;
  return 'moderatorId' in data ? { userId: data.moderatorId, alias: null } : rules.actorOf(record);
}

/** Every user id a timeline will name, so their streams can be read before it is built. */
export function actorIds(records: readonly SubjectRecord[], rules: TimelineRules): string[] {
  return [...new Set(records.map((r) => actorOf(r, rules).userId))];
}

/**
 * The audit timeline: every event of the subject in log order, each with
 * who did it (real identity and alias), the text as it stood after it and
 * its difference from the version before, reports with the text they saw
 * (the version at their pinned revision) and what became of them, and
 * moderators' decisions with their reasons.
 */
export function buildTimeline(
  records: readonly SubjectRecord[],
  rules: TimelineRules,
  people: ReadonlyMap<string, Person>,
  areaId: string,
): { items: AuditItemState[]; entries: AuditEntry[] } {
  const identity = (userId: string, alias: string | null): AuditIdentity => {
    const person = people.get(userId);
    if (person?.erased) return { userId, name: person.name, email: '', alias: null };
    return {
      userId,
      name: person?.name ?? (userId === 'system' ? 'System' : 'Unknown user'),
      email: person?.email ?? '',
      alias: alias ?? person?.areaAliases[areaId] ?? null,
    };
  };
  const reportEntries = new Map<string, AuditEntry>();
  const versions = new Map<string, Array<{ revision: number; content: AuditContent }>>();
  const items = new Map<string, AuditItemState>();
  const entries: AuditEntry[] = [];

  const contentAt = (key: string, revision: number) =>
    versions
      .get(key)
      ?.filter((v) => v.revision <= revision)
      .at(-1)?.content ?? null;

  for (const record of records) {
    const { event, item } = record;
    const key = itemKey(item);
    const actor = actorOf(record, rules);
    const entry: AuditEntry = {
      eventId: record.eventId,
      type: event.type,
      revision: record.revision,
      position: record.position,
      at: record.metadata.at,
      actor: identity(actor.userId, actor.alias),
      item,
      summary: rules.summaryOf(event, item),
      content: null,
      diff: null,
      report: null,
      decision: null,
    };
    const said = rules.contentOf(event);
    // An erased person's words are gone from the audit too, as from every read (issue 16).
    const written =
      said && people.get(actor.userId)?.erased
        ? { title: said.title === null ? null : ERASED_TEXT, text: ERASED_TEXT }
        : said;
    if (written) {
      const history = versions.get(key) ?? [];
      const previous = history.at(-1)?.content;
      const content = { version: history.length + 1, ...written };
      history.push({ revision: record.revision, content });
      versions.set(key, history);
      entry.content = content;
      entry.diff = previous ? wordDiff(previous.text, content.text) : null;
      const state = items.get(key);
      if (state) state.content = content;
      else items.set(key, { item, author: entry.actor, hidden: false, deleted: false, content });
    }
    applyModeration(event, entry, items.get(key), reportEntries);
    if (event.type === 'ContentReported' || event.type === 'MessageReported') {
      entry.report = {
        reportId: event.data.reportId,
        reason: event.data.reason,
        reportedRevision: event.data.reportedRevision,
        reportedContent: contentAt(key, event.data.reportedRevision),
        status: 'open',
      };
      reportEntries.set(event.data.reportId, entry);
    }
    entries.push(entry);
  }
  return { items: [...items.values()], entries };
}

/** Decisions: their reason and report, the item's hidden or deleted state, the decided report's status. */
function applyModeration(
  event: DomainEvent,
  entry: AuditEntry,
  state: AuditItemState | undefined,
  reportEntries: ReadonlyMap<string, AuditEntry>,
): void {
  switch (event.type) {
    case 'ContentHidden':
    case 'MessageHidden':
      entry.decision = { reason: event.data.reason, reportId: event.data.reportId };
      if (state) state.hidden = true;
      return;
    case 'ContentRestored':
    case 'MessageRestored':
      entry.decision = { reason: event.data.reason, reportId: null };
      if (state) state.hidden = false;
      return;
    case 'ReportDismissed':
    case 'ReportUpheld': {
      entry.decision = { reason: event.data.reason, reportId: event.data.reportId };
      const report = reportEntries.get(event.data.reportId)?.report;
      if (report) report.status = event.type === 'ReportDismissed' ? 'dismissed' : 'upheld';
      return;
    }
    case 'MessageDeleted':
      if (state) state.deleted = true;
      return;
    default:
      return;
  }
}
