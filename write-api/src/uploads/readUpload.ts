import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { DomainError } from '@mohalla/contracts';

import type { Context } from 'koa';
import { fileTooLarge, invalidFile, MAX_UPLOAD_BYTES } from './uploadRules.js';

/** The file's bytes only: the name the client gave is never read out of the request (see uploadRoutes). */
export interface ReceivedFile {
  bytes: Buffer;
}

/** Room for the multipart envelope around the file (boundaries, part headers, small fields). */
const ENVELOPE_BYTES = 64 * 1024;
/** Past this many bytes of request body we stop reading and close the connection. */
const HARD_LIMIT_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;

/**
 * Reads the one file of a multipart/form-data request from the field `file`,
 * counting the bytes as they stream: at most `MAX_UPLOAD_BYTES` are kept in
 * memory, whatever the headers claim. A file over the limit is discarded as it
 * arrives and answered 413 once the body has been read (so the client sees
 * the answer); a body too large even for that is not read further, and the
 * connection is closed after the 413.
 */
export function readUpload(ctx: Context): Promise<ReceivedFile> {
  const req = ctx.req;
  if (!ctx.is('multipart/form-data')) {
    return Promise.reject(invalidFile('Send the file as multipart/form-data in the field "file".'));
  }
  const closeAfterwards = () => ctx.set('Connection', 'close');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > HARD_LIMIT_BYTES) {
    closeAfterwards();
    return Promise.reject(fileTooLarge());
  }
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024, parts: 11 },
      });
    } catch {
      reject(invalidFile('The multipart body has no boundary.'));
      return;
    }
    const chunks: Buffer[] = [];
    let kept = 0;
    let seen = false;
    let tooLarge = false;
    let tooMany = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };

    parser.on('file', (field, stream) => {
      if (field !== 'file' || seen) {
        stream.resume();
        return;
      }
      seen = true;
      stream.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        kept += chunk.length;
        if (kept > MAX_UPLOAD_BYTES) {
          tooLarge = true;
          chunks.length = 0;
        } else chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('error', () => fail(invalidFile('The multipart body is malformed.')));
    parser.on('finish', () => {
      if (tooLarge) return fail(fileTooLarge());
      if (tooMany) return fail(new DomainError('UPLOAD.TOO_MANY', 'You can only upload one file at a time.'));
      if (!seen) return fail(invalidFile('Send the file in the multipart field "file".'));
      if (settled) return;
      settled = true;
      resolve({ bytes: Buffer.concat(chunks) });
    });

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > HARD_LIMIT_BYTES) {
        // Whatever the headers said: stop reading, answer 413, drop the connection.
        req.off('data', count);
        req.unpipe(parser);
        req.pause();
        closeAfterwards();
        fail(fileTooLarge());
      }
    };
    req.on('data', count);
    req.on('aborted', () => fail(invalidFile('The upload was interrupted.')));
    req.pipe(parser);
  });
}

/**
 * Reads a refused upload's body to its end without parsing or keeping a byte,
 * so that the client, still sending, gets the answer rather than a broken
 * pipe; past `HARD_LIMIT_BYTES` it stops reading and the connection is
 * closed after the answer.
 */
export function discardUpload(ctx: Context): Promise<void> {
  const req = ctx.req;
  if (req.readableEnded) return Promise.resolve();
  if (Number(req.headers['content-length']) > HARD_LIMIT_BYTES) {
    ctx.set('Connection', 'close');
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    let received = 0;
    const done = () => {
      req.off('data', count);
      req.off('end', done);
      req.off('aborted', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > HARD_LIMIT_BYTES) {
        req.pause();
        ctx.set('Connection', 'close');
        done();
      }
    };
    req.on('data', count);
    req.on('end', done);
    req.on('aborted', done);
  });
}
