import { describe, expect, it } from 'vitest';
import { SignupBodySchema } from '../identity/commands.js';
import { ReportBodySchema } from '../posts/commands.js';
import { TOPICS } from '../topics/topics.js';
import { buildOpenApiDocument, pathParamNames } from './buildOpenApiDocument.js';
import { apiOperations } from './catalogue.js';
import type { ApiOperation } from './operation.js';

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
const document = buildOpenApiDocument();
const operation = (method: string, path: string) => document.paths[path]?.[method] as unknown as Operation;
const all = apiOperations.map((op) => ({ op, built: operation(op.method, op.path) }));

describe('the OpenAPI document built from the catalogue', () => {
  it('has one operation per catalogue entry, each with a unique operationId', () => {
    const keys = apiOperations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = all.map(({ built }) => built.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.values(document.paths).flatMap(Object.keys)).toHaveLength(apiOperations.length);
  });

  it('declares every {param} of a path as a required path parameter (UUIDs unless said otherwise)', () => {
    for (const { op, built } of all) {
      const declared = (built.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        declared.map((p) => p.name),
        op.path,
      ).toEqual(pathParamNames(op.path));
      for (const param of declared) {
        expect(param.required).toBe(true);
        if (!op.pathParams?.[param.name])
          expect(param.schema.format, `${op.path} ${param.name}`).toBe('uuid');
      }
    }
  });

  it('turns the contract schema of a body into its request body, required unless {} is valid', () => {
    const signup = operation('post', '/api/auth/signup').requestBody!;
    const schema = signup.content['application/json']!.schema as { required: string[]; properties: object };
    expect(signup.required).toBe(true);
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(SignupBodySchema.shape).sort());
    expect(schema.required.length).toBeGreaterThan(0);
    expect(operation('post', '/api/posts/{postId}/report').requestBody!.required).toBe(
      !ReportBodySchema.safeParse({}).success,
    );
  });

  it('splits a query schema into query parameters, with what the route defaults left optional', () => {
    const search = operation('get', '/api/search').parameters!.filter((p) => p.in === 'query');
    expect(search.map((p) => p.name)).toContain('q');
    expect(search.every((p) => !p.required)).toBe(true);
    const geo = operation('get', '/api/geo/reverse').parameters!;
    expect(geo.filter((p) => p.required).map((p) => p.name)).toEqual(['lat', 'lon']);
  });

  it('describes the paging inputs of the area list and the moderation queue, and the body of deleting a file', () => {
    const queryNames = (method: string, path: string) =>
      operation(method, path)
        .parameters!.filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(queryNames('get', '/api/areas/{areaId}/posts')).toEqual(['limit', 'topic', 'cursor']);
    expect(queryNames('get', '/api/moderation/reports')).toEqual(expect.arrayContaining(['limit', 'cursor']));
    const topic = operation('get', '/api/areas/{areaId}/posts').parameters!.find((p) => p.name === 'topic')!;
    expect(topic.schema.enum).toEqual(['all', ...TOPICS.map((t) => t.id)]);
    const deleteFile = operation('delete', '/api/upload/file').requestBody!;
    expect(deleteFile.required).toBe(true);
    expect(deleteFile.content['application/json']!.schema.required).toEqual(['fileUrl']);
  });

  it('gives each operation the problem documents its inputs and access imply, all defined', () => {
    const problems = (built: Operation) =>
      Object.entries(built.responses)
        .filter(([, response]) => response.$ref)
        .map(([status]) => Number(status));
    const expectIn = (op: ApiOperation, built: Operation, status: number, when: boolean) =>
      expect(problems(built).includes(status), `${op.method} ${op.path} ${status}`).toBe(when);
    for (const { op, built } of all) {
      expectIn(
        op,
        built,
        400,
        Boolean(op.body || op.query || op.path.includes('{')) || !!op.problems?.includes(400),
      );
      expectIn(
        op,
        built,
        401,
        ['signed-in', 'moderator', 'admin'].includes(op.access) || !!op.problems?.includes(401),
      );
      if (op.access === 'moderator' || op.access === 'admin') expectIn(op, built, 403, true);
      expect(built.security.length === 0, op.path).toBe(op.access === 'public');
      for (const [, response] of Object.entries(built.responses)) {
        if (response.$ref) {
          const name = response.$ref.replace('#/components/responses/', '');
          expect(
            (document.components.responses as Record<string, unknown>)[name],
            response.$ref,
          ).toBeDefined();
        }
      }
    }
  });

  it('describes answers with their DTO schemas as JSON Schema', () => {
    const city = operation('get', '/api/cities/{cityId}').responses['200']!.content!['application/json'] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(city.schema.properties)).toEqual(
      expect.arrayContaining(['_id', 'name', 'state', 'country', 'revision']),
    );
    // Served and printed as JSON: the round trip must keep everything (an undefined value, a
    // function, NaN or a Date would be dropped or changed; the old not.toThrow let them all through).
    expect(JSON.parse(JSON.stringify(document))).toStrictEqual(document);
  });
});
