/**
 * Cursors are opaque to callers: the sort values of the last hit returned
 * (score, then id), so the next page starts strictly after it and pages never
 * overlap, even when documents are added between requests.
 */
export interface CursorValue {
  score: number;
  id: string;
}

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify([value.score, value.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorValue {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'string') {
      return { score: parsed[0], id: parsed[1] };
    }
  } catch {
    // reported below
  }
  throw new InvalidCursorError(cursor);
}

export class InvalidCursorError extends Error {
  constructor(cursor: string) {
    super(`SearchIndex: malformed cursor '${cursor.slice(0, 40)}'`);
    this.name = 'InvalidCursorError';
  }
}

/** Whether a hit sorts strictly after the cursor (score descending, then id ascending). */
export function isAfter(hit: CursorValue, cursor: CursorValue): boolean {
  return hit.score < cursor.score || (hit.score === cursor.score && hit.id > cursor.id);
}
