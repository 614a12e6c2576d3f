import { z } from 'zod';
import { SESSION_COOKIE } from '../identity/rules.js';
import { ProblemSchema } from '../shared/problem.js';
import { apiOperations } from './catalogue.js';
import type { ApiOperation } from './operation.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
};

const PROBLEM_TITLES: Record<number, string> = {
  400: 'The input is invalid (errors name each field)',
  401: 'Sign-in required, or the credentials are wrong',
  403: 'Not allowed (role, suspension, or not yours)',
  404: 'Not found',
  409: 'Conflict (taken, already done, or changed meanwhile)',
  413: 'The body is too large',
  415: 'The body is not of a type this call takes',
  422: 'Refused by the moderation rules',
  429: 'Too many requests (see Retry-After where given)',
  503: 'Unavailable on this server right now',
};

/**
 * Requests are described as the schema accepts them; answers too (`io:
 * 'input'`), so an answer may carry members its DTO does not name, as
 * clients already tolerate.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/** The problem statuses an operation can answer: those its inputs and access imply, plus its own. */
function problemStatuses(operation: ApiOperation): number[] {
  const statuses = new Set(operation.problems ?? []);
  const hasPathParams = operation.path.includes('{');
  if (hasPathParams || operation.query || operation.body) statuses.add(400);
  if (operation.access !== 'public' && operation.access !== 'optional') statuses.add(401);
  if (operation.access === 'moderator' || operation.access === 'admin') statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (operation.body) statuses.add(413).add(415);
  return [...statuses].sort((a, b) => a - b);
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

function parametersOf(operation: ApiOperation): JsonSchema[] {
  const path = pathParamNames(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(operation.pathParams?.[name] ?? z.uuid()),
  }));
  if (!operation.query) return path;
  const query = jsonSchemaOf(operation.query) as { properties?: JsonSchema; required?: string[] };
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
}

function requestBodyOf(body: ApiOperation['body']): JsonSchema | undefined {
  if (body === undefined) return undefined;
  if (body === 'multipart') {
    const file = {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    };
    return { required: true, content: { 'multipart/form-data': { schema: file } } };
  }
  // A body that may be left out (every member optional) is not required: the route reads none as {}.
  return {
    required: !body.safeParse({}).success,
    content: { 'application/json': { schema: jsonSchemaOf(body) } },
  };
}

function responsesOf(operation: ApiOperation): JsonSchema {
  const { status, description, schema, contentType } = operation.success;
  const success = schema
    ? { description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } }
    : contentType
      ? { description, content: { [contentType]: { schema: { type: 'string', format: 'binary' } } } }
      : { description };
  const responses: JsonSchema = { [status]: success };
  for (const problem of problemStatuses(operation)) {
    responses[problem] = { $ref: `#/components/responses/Problem${problem}` };
  }
  return responses;
}

const SIGNED_IN = [{ bearer: [] }, { session: [] }];
const securityOf = (access: ApiOperation['access']) =>
  access === 'public' ? [] : access === 'optional' ? [{}, ...SIGNED_IN] : SIGNED_IN;

const operationIdOf = ({ method, path }: ApiOperation) =>
  `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => c?.toUpperCase() ?? '')}`;

/** The OpenAPI 3.1 description of the API, generated from the catalogue and the contract schemas. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const parameters = parametersOf(operation);
    const requestBody = requestBodyOf(operation.body);
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operationIdOf(operation),
      summary: operation.summary,
      tags: [operation.tag],
      'x-service': operation.service,
      security: securityOf(operation.access),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(operation),
    };
  }
  const problem = { $ref: '#/components/schemas/Problem' };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mohalla API',
      version: '1',
      description:
        'Every error is an RFC 9457 problem document whose `code` is stable. Writes take an optional `Idempotency-Key` header and answer their log position (`X-Log-Position`); reads can wait for one.',
    },
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(ProblemSchema) },
      responses: Object.fromEntries(
        Object.entries(PROBLEM_TITLES).map(([status, description]) => [
          `Problem${status}`,
          { description, content: { 'application/problem+json': { schema: problem } } },
        ]),
      ),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token login and signup answer (API clients).',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The httpOnly session cookie (browsers).',
        },
      },
    },
  };
}
