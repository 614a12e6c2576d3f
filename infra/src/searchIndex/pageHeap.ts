/** The page of best hits, kept in a bounded heap so a broad query is never sorted whole. */

export interface ScoredSlot {
  slot: number;
  id: string;
  score: number;
}

/** Best-first order: score descending, then id ascending. */
const better = (a: ScoredSlot, b: ScoredSlot) => a.score > b.score || (a.score === b.score && a.id < b.id);

/** The best `capacity` hits seen, in a binary heap whose root is the worst kept. */
export class PageHeap {
  private readonly items: ScoredSlot[] = [];
  constructor(private readonly capacity: number) {}

  /** Whether a hit with this score and id would be kept. */
  wants(score: number, id: string): boolean {
    if (this.items.length < this.capacity) return true;
    const worst = this.items[0]!;
    return score > worst.score || (score === worst.score && id < worst.id);
  }

  offer(hit: ScoredSlot): void {
    const items = this.items;
    if (items.length < this.capacity) {
      items.push(hit);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!better(items[parent]!, items[i]!)) break;
        [items[parent], items[i]] = [items[i]!, items[parent]!];
        i = parent;
      }
      return;
    }
    if (!better(hit, items[0]!)) return;
    items[0] = hit;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < items.length && better(items[worst]!, items[l]!)) worst = l;
      if (r < items.length && better(items[worst]!, items[r]!)) worst = r;
      if (worst === i) return;
      [items[worst], items[i]] = [items[i]!, items[worst]!];
      i = worst;
    }
  }

  drain(): ScoredSlot[] {
    return this.items.sort((a, b) => (better(a, b) ? -1 : 1));
  }
}
