/** Shared shorthands of the write API's catalogue entries. */
export const write = { service: 'write' } as const;
export const written = (status: number, description: string) => ({ status, description });
