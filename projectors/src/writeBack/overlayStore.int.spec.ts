import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Collection, createSqliteReadStore, type ReadDocument, type ReadStore } from '@mohalla/infra';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/support/seededRandom.js';
import { overlayStore } from './overlayStore.js';

interface Counter extends ReadDocument {
  n: number;
  tag?: string;
}

const dir = mkdtempSync(join(tmpdir(), 'mohalla-overlay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

type Op = (c: Collection<Counter>) => Promise<unknown>;

/** Random guarded writes over a few ids, positions out of order (redeliveries and stale writes included). */
function operations(seed: number, count: number): Op[] {
  const next = seededRandom(seed); // the same operations for the same seed
  const ids = ['a', 'b', 'c', 'd'];
  return Array.from({ length: count }, (): Op => {
    const id = ids[Math.floor(next() * ids.length)]!;
    const position = 1 + Math.floor(next() * 60);
    const kind = next();
    if (kind < 0.4) return (c) => c.put({ _id: id, n: position, tag: `p${position}` }, position);
    if (kind < 0.8)
      return async (c) => {
        const doc = await c.get(id);
        return c.patch(id, { n: (doc?.n ?? 0) + 1, tag: undefined }, position);
      };
    return (c) => c.remove(id, position);
  });
}

describe('the write-back overlay', () => {
  let direct: ReadStore;
  let under: ReadStore;
  beforeEach(() => {
    direct = createSqliteReadStore({ path: join(dir, `direct-${++files}.sqlite`) });
    under = createSqliteReadStore({ path: join(dir, `under-${files}.sqlite`) });
  });
  afterEach(async () => {
    await direct.close();
    await under.close();
  });

  const contents = async (store: ReadStore) =>
    store.collection<Counter>('counters').find({}, { sort: [['_id', 'asc']] });

  for (const coalesce of [false, true]) {
    it(`answers and ends as the store's own guarded writes would (${coalesce ? 'final states' : 'in order'})`, async () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const ops = operations(seed, 80);
        // Some documents are in the store before the overlay starts: it reads their positions.
        const before = ops.slice(0, 20);
        const answersDirect: unknown[] = [];
        const answersOverlay: unknown[] = [];
        for (const op of before) {
          await op(direct.collection<Counter>('counters'));
          await op(under.collection<Counter>('counters'));
        }
        const overlay = overlayStore(under, { coalesce, keepDocuments: coalesce ? 100 : 0 });
        for (const [i, op] of ops.slice(20).entries()) {
          answersDirect.push(await op(direct.collection<Counter>('counters')));
          answersOverlay.push(await op(overlay.collection<Counter>('counters')));
          if (i % 25 === 24) await overlay.flush({ counters: i });
        }
        await overlay.flush({ counters: 999 });
        expect(answersOverlay).toEqual(answersDirect);
        expect(await contents(under)).toEqual(await contents(direct));
        expect(await under.checkpoints.get('counters')).toBe(999);
        // Tombstones too: a stale put is refused by both.
        for (const id of ['a', 'b', 'c', 'd']) {
          expect(await under.collection<Counter>('counters').put({ _id: id, n: -1 }, 30)).toBe(
            await direct.collection<Counter>('counters').put({ _id: id, n: -1 }, 30),
          );
        }
        await direct.collection('counters').clear();
        await under.collection('counters').clear();
      }
    });
  }

  it('folds a rebuild from the start without reading back, also once it has forgotten documents', async () => {
    for (const seed of [6, 7, 8]) {
      const ops = operations(seed, 120);
      const overlay = overlayStore(under, { coalesce: true, keepDocuments: 2 });
      overlay.startFresh();
      const answers: Array<[unknown, unknown]> = [];
      for (const [i, op] of ops.entries()) {
        answers.push([
          await op(direct.collection<Counter>('counters')),
          await op(overlay.collection('counters')),
        ]);
        if (i % 10 === 9) await overlay.flush({ counters: i });
      }
      await overlay.flush();
      for (const [expected, actual] of answers) expect(actual).toEqual(expected);
      expect(await contents(under)).toEqual(await contents(direct));
      await direct.collection('counters').clear();
      await under.collection('counters').clear();
    }
  });

  it('writes nothing before flush, then the effects and checkpoints together', async () => {
    const overlay = overlayStore(under);
    await overlay.collection<Counter>('counters').put({ _id: 'a', n: 1 }, 5);
    expect(await overlay.collection<Counter>('counters').get('a')).toEqual({ _id: 'a', n: 1 });
    expect(await under.collection<Counter>('counters').get('a')).toBeNull();
    expect(overlay.queued).toBe(1);
    await overlay.flush({ counters: 5 });
    expect(await under.collection<Counter>('counters').get('a')).toEqual({ _id: 'a', n: 1 });
    expect(await under.checkpoints.get('counters')).toBe(5);
  });

  it('writes what it holds before a filtered read or write, which then see it', async () => {
    const overlay = overlayStore(under);
    const counters = overlay.collection<Counter>('counters');
    await counters.put({ _id: 'a', n: 1, tag: 'x' }, 5);
    await counters.put({ _id: 'b', n: 2, tag: 'y' }, 6);
    expect(await counters.count({ tag: 'x' })).toBe(1);
    expect(await counters.patchWhere({ tag: 'y' }, { n: 20 }, 7)).toBe(1);
    expect((await counters.get('b'))?.n).toBe(20);
    expect(await counters.removeWhere({ tag: 'x' }, 8)).toBe(1);
    expect(await counters.get('a')).toBeNull();
    expect(await counters.put({ _id: 'a', n: 9 }, 8)).toBe(false);
  });
});
