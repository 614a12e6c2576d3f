export { isEncryptedValue } from './fieldCipher.js';
export type { KeyStore, StoredKey } from './keyStore.js';
export { createMongoKeyStore } from './mongoKeyStore.js';
export { personalDataEventStore, shredPersonalData } from './personalDataEventStore.js';
export { PERSONAL_FIELDS } from './personalFields.js';
export { type PersonKeys, personKeys } from './personKeys.js';
export { KEY_ENCRYPTION_SECRET_FILE, keyEncryptionSecret } from './secretFile.js';
export { createSqliteKeyStore } from './sqliteKeyStore.js';
