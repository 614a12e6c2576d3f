export { createReadApp, type ReadApiDeps } from './app.js';
