/** Each service process of the scaled edition, by the main file it runs (relative to the repository). */
export const SERVICE_ENTRIES = {
  projectors: 'projectors/src/main.ts',
  // Composed in launcher: its rebuild control runs the projectors' code (see writeApiMain.ts).
  'write-api': 'launcher/src/services/writeApiMain.ts',
  'read-api': 'read-api/src/main.ts',
  realtime: 'realtime/src/main.ts',
} as const;

export type ServiceKind = keyof typeof SERVICE_ENTRIES;
