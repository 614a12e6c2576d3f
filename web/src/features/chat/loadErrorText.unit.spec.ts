import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { loadErrorText } from './loadErrorText';

describe('loadErrorText', () => {
  it('turns a server answer that is not a problem document into a sentence', () => {
    const raw = new ApiError('500: {"type":"about:blank","title":"Internal Server Error","status":500}', 500);
    expect(loadErrorText(raw)).toBe(
      'The messages could not be loaded just now. Please try again in a moment.',
    );
    expect(loadErrorText(new ApiError('502: <html>Bad Gateway</html>', 502))).not.toMatch(/502|html/);
  });

  it('keeps a problem’s person-facing detail and the network message', () => {
    expect(loadErrorText(new ApiError('Channel not found', 404, 'CHANNEL.NOT_FOUND'))).toBe(
      'Channel not found',
    );
    expect(loadErrorText(new ApiError(NETWORK_ERROR_MESSAGE, 0))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('says the same sentence for anything that is not an answer of the API (an unreadable page)', () => {
    expect(loadErrorText(new Error('Expected array, received object'))).toMatch(/could not be loaded/);
  });
});
