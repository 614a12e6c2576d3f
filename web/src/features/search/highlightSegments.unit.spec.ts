import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightSegments } from './highlightSegments';

describe('highlightSegments', () => {
  it('splits text and marked words', () => {
    expect(highlightSegments('Heavy <mark>water</mark> logging near <mark>Silk</mark> Board')).toEqual([
      { text: 'Heavy ', marked: false },
      { text: 'water', marked: true },
      { text: ' logging near ', marked: false },
      { text: 'Silk', marked: true },
      { text: ' Board', marked: false },
    ]);
  });

  it('unescapes text, so escaped markup stays text and never becomes an element', () => {
    expect(highlightSegments('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>chai</mark>')).toEqual([
      { text: '<script>alert(1)</script> & ', marked: false },
      { text: 'chai', marked: true },
    ]);
    expect(highlightSegments('&lt;mark&gt;not a match&lt;/mark&gt;')).toEqual([
      { text: '<mark>not a match</mark>', marked: false },
    ]);
  });

  it('merges neighbouring runs and drops empty ones', () => {
    expect(highlightSegments('<mark>pani</mark><mark>puri</mark>')).toEqual([
      { text: 'panipuri', marked: true },
    ]);
    expect(highlightSegments('')).toEqual([]);
  });

  it('keeps the ellipsis of a cut snippet', () => {
    expect(highlightSegments('…the <mark>auto</mark> stand…')).toEqual([
      { text: '…the ', marked: false },
      { text: 'auto', marked: true },
      { text: ' stand…', marked: false },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&quot;Tom&#39;s&quot; &#x2F; &#8377;500 &nbsp; &copy')).toBe(
      '"Tom\'s" / ₹500 &nbsp; &copy',
    );
  });
});
