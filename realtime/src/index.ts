export { type RealtimeDeps, type RealtimeNode, startRealtimeNode } from './app.js';
export { type HistoryPage, type HistoryRequest, readHistory } from './chat/history.js';
