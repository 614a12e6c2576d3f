import { join } from 'node:path';
import type { EventStore } from '@mohalla/infra';
import Database from 'better-sqlite3';

/**
 * The floor a rebuild is measured against, in the same run: read the same
 * log through the same subscription, fold every event into an in-memory
 * document per entity (a shallow merge of its data, with a count), and
 * write each folded document once, in one transaction, to a fresh SQLite
 * file in WAL mode. No projection logic, no guards, no search: what reading,
 * folding and writing the log once costs on this machine.
 */
export async function measureFloor(
  eventStore: EventStore,
  dir: string,
): Promise<{ events: number; documents: number; seconds: number }> {
  const db = new Database(join(dir, `floor-${Date.now()}.sqlite`));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE folded (_id TEXT PRIMARY KEY, position INTEGER NOT NULL, doc TEXT NOT NULL)');
  const insert = db.prepare<[string, number, string]>('INSERT INTO folded VALUES (?, ?, ?)');
  try {
    const started = performance.now();
    const head = await eventStore.headPosition();
    const folded = new Map<string, Record<string, unknown>>();
    let events = 0;
    const subscription = eventStore.subscribeToAll({ after: 0 });
    for await (const item of subscription) {
      const position = item.kind === 'event' ? item.event.position : item.position;
      if (item.kind === 'event') {
        events++;
        const data = item.event.data as Record<string, unknown>;
        const key = String(
          data.replyId ?? data.postId ?? data.messageId ?? data.areaId ?? item.event.streamName,
        );
        const before = folded.get(key);
        folded.set(key, { ...before, ...data, events: ((before?.events as number) ?? 0) + 1, position });
      }
      if (position >= head) break;
    }
    await subscription.close();
    db.transaction(() => {
      for (const [id, doc] of folded) insert.run(id, doc.position as number, JSON.stringify(doc));
    })();
    return { events, documents: folded.size, seconds: (performance.now() - started) / 1000 };
  } finally {
    db.close();
  }
}
