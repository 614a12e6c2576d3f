export { type RealtimeDeps, type RealtimeNode, startRealtimeNode } from './app.js';
