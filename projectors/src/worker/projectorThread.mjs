// Worker threads do not inherit the TypeScript loader of the parent (tsx, a
// test runner), so the projector thread registers tsx itself before loading
// its body (as the event log's writer thread does).
import { register } from 'tsx/esm/api';

register();
await import('./projectorThreadBody.ts');
