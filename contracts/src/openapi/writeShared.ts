import type { z } from 'zod';

/** Shared shorthands of the write API's catalogue entries. */
export const write = { service: 'write' } as const;

/** A write's success: every write answer has its contract schema (the route builds its body typed by it). */
export const written = (status: number, description: string, schema: z.ZodType) => ({
  status,
  description,
  schema,
});
