import { Readable, Transform, type TransformCallback } from 'node:stream';
import { isObjectKey, MAX_METADATA_BYTES, METADATA_NAME_PATTERN, type PutOptions } from './port.js';

/** Rejects keys outside the port's alphabet; the message never echoes the key. */
export function checkKey(key: string): void {
  if (typeof key !== 'string' || !isObjectKey(key)) {
    throw new RangeError('object key is not valid (lowercase letters, digits, . _ - and / segments only)');
  }
}

/** Validates what `put` is given; throws a RangeError before anything is written. */
export function checkPutOptions(options: PutOptions): Required<PutOptions> {
  const { contentType, contentLength, metadata = {} } = options;
  if (typeof contentType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(contentType)) {
    throw new RangeError('contentType must be a media type like image/png');
  }
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) {
    throw new RangeError('contentLength must be a non-negative integer');
  }
  let bytes = 0;
  for (const [name, value] of Object.entries(metadata)) {
    if (!METADATA_NAME_PATTERN.test(name))
      throw new RangeError('metadata names are lowercase a-z, 0-9 and -');
    if (typeof value !== 'string') throw new RangeError('metadata values are strings');
    bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  }
  if (bytes > MAX_METADATA_BYTES) throw new RangeError(`metadata exceeds ${MAX_METADATA_BYTES} bytes`);
  return { contentType, contentLength, metadata: { ...metadata } };
}

/**
 * Passes a body through, failing the stream when it turns out longer or
 * shorter than `expected`, so a wrong length aborts the write instead of
 * storing a truncated or padded object.
 */
export function exactLength(body: Uint8Array | Readable, expected: number): Readable {
  const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > expected) callback(lengthMismatch(expected, 'more'));
      else callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(seen === expected ? null : lengthMismatch(expected, 'fewer'));
    },
  });
  source.once('error', (error) => counter.destroy(error));
  return source.pipe(counter);
}

function lengthMismatch(expected: number, what: 'more' | 'fewer'): RangeError {
  return new RangeError(`the body has ${what} bytes than contentLength (${expected})`);
}
