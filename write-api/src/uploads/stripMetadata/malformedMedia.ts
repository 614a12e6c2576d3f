/** The file's own structure is broken (a truncated segment, a size running past the end). */
export class MalformedMedia extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'MalformedMedia';
  }
}

/** Throws unless `bytes` holds everything up to `end` (exclusive). */
export function need(bytes: Uint8Array, end: number, what: string): void {
  if (!Number.isSafeInteger(end) || end > bytes.length)
    throw new MalformedMedia(`${what} runs past the end of the file`);
}
