import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEY_ENCRYPTION_SECRET_FILE = 'key-encryption-secret';

/**
 * The master secret the data keys are wrapped with: KEY_ENCRYPTION_SECRET
 * when set, else one generated on first use and kept (owner-only) in the
 * data folder, as the alias secret is. Losing it loses every person's data
 * in the log, so back it up apart from the log.
 */
export function keyEncryptionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, KEY_ENCRYPTION_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (the projector thread, a CLI) made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}
