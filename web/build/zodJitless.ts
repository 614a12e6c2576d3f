// What `zod` resolves to in the web build (web/vite.config.ts). Our content
// security policy forbids eval (script-src 'self'); zod probes for it with
// `new Function` when it builds its first object schema, and the browser
// reports the refused probe as a CSP violation even though zod catches it.
// Jitless skips the probe and parses as zod then would anyway. It must be
// set before any schema is built, that is before any module that imports
// zod runs: so every such import comes here first. The servers keep zod's
// compiled parsers.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
