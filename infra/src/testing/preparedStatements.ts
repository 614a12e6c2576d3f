import Database from 'better-sqlite3';
import { vi } from 'vitest';

/**
 * Records the text of every statement better-sqlite3 prepares in this
 * process from now on (adapters prepare each query shape once and keep it),
 * so a test can ask SQLite how it runs exactly the queries a route made.
 */
export function recordPreparedStatements(): { statements: Set<string>; stop(): void } {
  const statements = new Set<string>();
  const prepare = Database.prototype.prepare;
  const spy = vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (
    this: Database.Database,
    sql: string,
  ) {
    statements.add(sql);
    return prepare.call(this, sql);
  } as typeof prepare);
  return { statements, stop: () => spy.mockRestore() };
}

/**
 * SQLite's plan for `sql`, one line per step. With no statistics kept (the
 * stores never run ANALYZE) the plan does not depend on the values bound,
 * so every parameter is null.
 */
export function queryPlan(path: string, sql: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    const params = Array.from(sql.matchAll(/\?/g), () => null);
    return db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail);
  } finally {
    db.close();
  }
}
