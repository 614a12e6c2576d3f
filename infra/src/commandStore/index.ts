export { type EventStoreCommandStore, eventStoreCommandStore } from './eventStoreCommandStore.js';
