import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './buildOpenApiDocument.js';
import { apiOperations } from './catalogue.js';

const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
/** Operations of the write API and the chat node that answer JSON (not a redirect, not a stored file). */
const jsonAnswering = apiOperations.filter(
  (op) =>
    (op.service === 'write' || op.service === 'realtime') &&
    op.success.status < 300 &&
    op.success.contentType === undefined,
);

describe('the answers of the write API and the chat node', () => {
  it('each has its contract schema in the catalogue', () => {
    expect(jsonAnswering.length).toBeGreaterThan(30);
    expect(jsonAnswering.filter((op) => op.success.schema === undefined).map(key)).toEqual([]);
  });

  it('each is described in the OpenAPI document by that schema', () => {
    const { paths } = buildOpenApiDocument();
    const undescribed = jsonAnswering.filter((op) => {
      const responses = paths[op.path]?.[op.method]?.responses as Record<string, Record<string, unknown>>;
      const content = responses?.[op.success.status]?.content as Record<string, { schema?: unknown }>;
      return content?.['application/json']?.schema === undefined;
    });
    expect(undescribed.map(key)).toEqual([]);
  });

  it('a publish answer names the post, its area, the author alias and the position', () => {
    const { paths } = buildOpenApiDocument();
    const responses = paths['/api/areas/{areaId}/posts']?.post?.responses as Record<string, unknown>;
    expect(responses['201']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: expect.arrayContaining(['_id', 'id', 'areaId', 'authorAlias', 'position']),
          },
        },
      },
    });
  });
});
