import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds emails, mobiles, password hashes, the user-to-alias
 * map, uploads and the alias secret: nobody but the server's user should
 * read any of it. Every entry point calls `keepFilesPrivate` first, so all
 * this process (and the processes it starts, which inherit the mask)
 * creates is 0600 (files) or 0700 (folders), whatever the adapter asks for.
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** What the launchers put in the data folder, by name; `-wal`/`-shm` beside each SQLite file. */
const DATA_ENTRIES = ['events.sqlite', 'read-models.sqlite', 'search.sqlite', 'unused.sqlite'].flatMap(
  (name) => [name, `${name}-wal`, `${name}-shm`],
);
DATA_ENTRIES.push('alias-secret', 'uploads');

/**
 * Makes the data folder (0700 when it is new) and takes group and other
 * access away from it and from what the launchers keep in it, as an older
 * version (0755 folders, 0644 files) left them: with the folder itself
 * closed, nothing below it can be reached by others, so there is no walk
 * through the uploads. Owner bits are kept and other entries are left
 * alone, in case DATA_DIR points at a folder that holds more than ours.
 */
export function privateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const path of [dataDir, ...DATA_ENTRIES.map((name) => join(dataDir, name))]) {
    if (!existsSync(path)) continue;
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) chmodSync(path, mode & 0o700);
  }
}
