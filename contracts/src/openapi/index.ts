export {
  buildOpenApiDocument,
  type OpenApiDocument,
  pathParamNames,
  problemStatuses,
} from './buildOpenApiDocument.js';
export { apiOperations } from './catalogue.js';
export type { Access, ApiOperation, Service } from './operation.js';
