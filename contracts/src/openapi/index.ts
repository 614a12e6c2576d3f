export { buildOpenApiDocument, type OpenApiDocument } from './buildOpenApiDocument.js';
export { apiOperations } from './catalogue.js';
export type { Access, ApiOperation, Service } from './operation.js';
