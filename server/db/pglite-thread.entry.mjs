// The database thread's entry: a worker thread does not inherit the parent's TypeScript loader,
// so it registers tsx's own before importing the TypeScript module it runs.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.worker.ts');
