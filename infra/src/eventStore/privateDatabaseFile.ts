import { closeSync, openSync } from 'node:fs';

/**
 * Creates a SQLite database file readable by its owner only (0600) before
 * SQLite opens it: SQLite would create it 0644 (less the umask), and makes
 * its -wal and -shm files with the database file's own mode, so this one
 * mode carries to all three. An existing file is left as it is (the
 * launchers tighten the data folder at start); `:memory:` and SQLite's other
 * special names are not files.
 */
export function createDatabaseFilePrivately(path: string): void {
  if (path === '' || path.startsWith(':') || path.startsWith('file:')) return;
  try {
    // 'wx': only when it does not exist yet; an empty file is a valid new database.
    closeSync(openSync(path, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
