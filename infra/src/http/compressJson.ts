import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than the work and headers cost. */
const MIN_BYTES = 1024;
/** Brotli's quality 4 compresses about as fast as gzip 6 and smaller: the level CDNs use for dynamic answers. */
const BROTLI_DYNAMIC_QUALITY = 4;

function isJsonAnswer(ctx: Context): boolean {
  const body = ctx.body;
  if (body === null || body === undefined || ctx.response.get('Content-Encoding') || !/json/.test(ctx.type))
    return false;
  // A Buffer or a stream is passed on as it is (files, downloads).
  return (
    typeof body === 'string' || (typeof body === 'object' && !Buffer.isBuffer(body) && !('pipe' in body))
  );
}

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Ours, not the client's order: browsers list gzip first, yet all of them take brotli, which is smaller. */
function preferredEncoding(ctx: Context): string | false {
  return ctx.acceptsEncodings('br', 'identity') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
}

/**
 * Compresses JSON answers of 1 KB or more for a client that accepts it
 * (brotli, else gzip), on the thread pool so the event loop keeps serving.
 * A list of posts shrinks to about a fifth; a phone on 4G waits that much less.
 */
export function compressJson() {
  return async function compressJsonAnswer(ctx: Context, next: Next): Promise<void> {
    await next();
    if (!isJsonAnswer(ctx)) return;
    const text = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
    // Koa keeps the JSON Content-Type already set when the body becomes text or bytes,
    // and does not serialise an object a second time.
    ctx.body = text;
    ctx.vary('Accept-Encoding');
    // A HEAD answer sends no body: nothing to compress.
    if (ctx.method === 'HEAD') return;
    const raw = Buffer.from(text);
    const encoding = raw.length < MIN_BYTES ? 'identity' : preferredEncoding(ctx);
    if (encoding !== 'br' && encoding !== 'gzip') return;
    ctx.body = encoding === 'br' ? await brotli(raw, brotliOptions(raw.length)) : await gzipAsync(raw);
    ctx.set('Content-Encoding', encoding);
  };
}
