// `npm run openapi`: prints the API's OpenAPI description (the one GET /api/openapi.json serves), for API clients.
import { buildOpenApiDocument } from './buildOpenApiDocument.js';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
