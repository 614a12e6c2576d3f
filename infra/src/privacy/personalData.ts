import { ERASED_TEXT } from '@mohalla/contracts';
import { encryptValue, isEncryptedValue } from './fieldCipher.js';
import { type ErasedReading, PERSONAL_FIELDS } from './personalFields.js';
import type { PersonKeys } from './personKeys.js';

type Data = Record<string, unknown>;

const asData = (data: unknown): Data | undefined =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : undefined;

function erased(reading: ErasedReading): unknown {
  return reading === 'text' ? ERASED_TEXT : null;
}

/** The event's data with its personal fields sealed under their owner's key (as it is when it has none). */
export async function sealPersonalData(keys: PersonKeys, type: string, data: unknown): Promise<unknown> {
  const spec = PERSONAL_FIELDS[type];
  const fields = asData(data);
  const owner = fields && spec?.owner(fields);
  if (!spec || !fields || !owner) return data;
  const key = await keys.keyFor(owner);
  const sealed: Data = { ...fields };
  const seal = (value: string) => (key ? encryptValue(key.key, key.keyId, value) : undefined);
  for (const [name, reading] of Object.entries(spec.fields)) {
    const value = fields[name];
    if (typeof value === 'string') {
      // A destroyed key (an append after the erasure) writes the erased reading, never readable data.
      sealed[name] = seal(value) ?? erased(reading);
    } else if (Array.isArray(value)) {
      sealed[name] = key ? value.map((item) => (typeof item === 'string' ? seal(item) : item)) : [];
    }
  }
  return sealed;
}

/**
 * The event's data with sealed values opened; a value whose key is gone reads
 * erased. Values without the `enc:` tag (a log written before sealing) are read as they are.
 */
export async function openPersonalData(keys: PersonKeys, type: string, data: unknown): Promise<unknown> {
  const spec = PERSONAL_FIELDS[type];
  const fields = asData(data);
  if (!spec || !fields) return data;
  const open = (value: string) => keys.openSealed(value);
  let opened: Data | undefined;
  for (const [name, reading] of Object.entries(spec.fields)) {
    const value = fields[name];
    if (isEncryptedValue(value)) {
      opened ??= { ...fields };
      opened[name] = (await open(value)) ?? erased(reading);
    } else if (Array.isArray(value) && value.some(isEncryptedValue)) {
      opened ??= { ...fields };
      const items: unknown[] = [];
      for (const item of value) {
        const plain = isEncryptedValue(item) ? await open(item) : item;
        if (plain !== undefined) items.push(plain);
      }
      opened[name] = items;
    }
  }
  return opened ?? data;
}
