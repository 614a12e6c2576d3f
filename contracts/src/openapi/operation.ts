import type { z } from 'zod';

/** Who may call an operation: anyone, anyone (a session changes the answer), or a signed-in user with a role. */
export type Access = 'public' | 'optional' | 'signed-in' | 'moderator' | 'admin';

/** Which process answers it (the gateway routes by path; the single node serves all of them on one port). */
export type Service = 'gateway' | 'read' | 'write' | 'realtime';

/**
 * One HTTP operation of the API as clients see it. Schemas are the ones the
 * route itself parses with (or answers), never a copy: the OpenAPI document
 * is generated from them, so it cannot drift from what the server checks.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: `/api/cities/{cityId}`. Every `{param}` is a UUID unless `pathParams` says otherwise. */
  path: string;
  summary: string;
  tag: string;
  service: Service;
  access: Access;
  /** Path parameters that are not UUIDs. */
  pathParams?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** A JSON body; `multipart` for a file upload (field `file`). */
  body?: z.ZodType | 'multipart';
  success: {
    status: number;
    description: string;
    /** The JSON answer's contract schema (every write and chat answer has one: answerSchemas.unit.spec.ts). */
    schema?: z.ZodType;
    /** A non-JSON answer (a stored file, a redirect). */
    contentType?: string;
  };
  /**
   * Problem-document statuses beyond the ones the builder derives (400 for
   * input, 401/403 for access, 404 for path ids, 413/415 for bodies).
   */
  problems?: readonly number[];
}
