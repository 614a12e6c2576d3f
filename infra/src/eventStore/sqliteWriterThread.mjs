// Worker threads do not inherit the TypeScript loader of a test runner, so the
// writer thread registers tsx itself before loading its body.
import { register } from 'tsx/esm/api';

register();
await import('./sqliteWriterThread.ts');
