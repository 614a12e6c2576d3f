import { DomainError } from '@mohalla/contracts';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logging/logger.js';
import { problemMiddleware } from './problemMiddleware.js';

function capturingLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push({ level, message, fields });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

const run = async (logger: Logger, error: unknown) => {
  const ctx = { method: 'POST', path: '/api/things', status: 200 } as unknown as Context;
  await problemMiddleware(logger)(ctx, async () => {
    throw error;
  });
  return ctx;
};

describe('problemMiddleware logging', () => {
  it('logs a body parser 4xx as one short warn line naming the kind, with no error object', async () => {
    const { logger, lines } = capturingLogger();
    const ctx = await run(logger, Object.assign(new SyntaxError('Unexpected token'), { status: 400 }));
    expect(ctx.status).toBe(400);
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'request refused: bad JSON',
        fields: { status: 400, method: 'POST', path: '/api/things' },
      },
    ]);
  });

  it("logs the app's own refusals at debug, and a real failure at error with the error (and its stack)", async () => {
    const { logger, lines } = capturingLogger();
    await run(logger, new DomainError('REQUEST.NOT_FOUND', 'No such thing.'));
    const failure = new Error('the disk is on fire');
    const ctx = await run(logger, failure);
    expect(ctx.status).toBe(500);
    expect(lines.map((line) => line.level)).toEqual(['debug', 'error']);
    expect(lines[1]?.fields?.error).toBe(failure);
  });
});
