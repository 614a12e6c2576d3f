import { DomainError } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { ownOrigin, refuseCrossSiteWrite, type WriteOrigin } from './crossSiteWrite.js';

const SESSION = 'mohalla_session=abc.def';

/** A cookie-carrying POST to http://mohalla.test:8080, from a browser that sends no Sec-Fetch-Site. */
function post(overrides: Partial<WriteOrigin> = {}): WriteOrigin {
  return {
    method: 'POST',
    authorization: '',
    secFetchSite: '',
    origin: '',
    referer: '',
    host: 'mohalla.test:8080',
    forwardedProto: '',
    cookie: SESSION,
    ...overrides,
  };
}

function verdict(request: WriteOrigin): 'passes' | 'refused' {
  try {
    refuseCrossSiteWrite(request);
    return 'passes';
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('AUTH.FORBIDDEN');
    return 'refused';
  }
}

describe('refuseCrossSiteWrite', () => {
  it('trusts Sec-Fetch-Site when the browser sends it', () => {
    expect(verdict(post({ secFetchSite: 'same-origin' }))).toBe('passes');
    expect(verdict(post({ secFetchSite: 'cross-site' }))).toBe('refused');
    expect(verdict(post({ secFetchSite: 'same-site' }))).toBe('refused');
  });

  it('without Sec-Fetch-Site, refuses a foreign Origin and passes our own', () => {
    expect(verdict(post({ origin: 'https://evil.example' }))).toBe('refused');
    expect(verdict(post({ origin: 'null' }))).toBe('refused');
    expect(verdict(post({ origin: 'http://mohalla.test:8080' }))).toBe('passes');
    // Scheme and port count: another port or https is another origin.
    expect(verdict(post({ origin: 'http://mohalla.test:9090' }))).toBe('refused');
    expect(verdict(post({ origin: 'https://mohalla.test:8080' }))).toBe('refused');
  });

  it('without Sec-Fetch-Site or Origin, judges by the Referer', () => {
    expect(verdict(post({ referer: 'https://evil.example/page' }))).toBe('refused');
    expect(verdict(post({ referer: 'http://mohalla.test:8080/areas/1' }))).toBe('passes');
  });

  it('refuses a cookie-carrying write with neither Origin nor Referer, but not one without the session', () => {
    expect(verdict(post())).toBe('refused');
    expect(verdict(post({ cookie: '' }))).toBe('passes');
    expect(verdict(post({ cookie: 'theme=dark; mohalla_session=' }))).toBe('passes');
    expect(verdict(post({ cookie: `theme=dark; ${SESSION}` }))).toBe('refused');
  });

  it('behind a TLS proxy, the forwarded scheme names our origin', () => {
    const behindTls = { host: 'mohalla.example', forwardedProto: 'https' };
    expect(verdict(post({ ...behindTls, origin: 'https://mohalla.example' }))).toBe('passes');
    expect(verdict(post({ ...behindTls, origin: 'http://mohalla.example' }))).toBe('refused');
  });

  it('lets reads and bearer clients through from anywhere', () => {
    expect(verdict(post({ method: 'GET', origin: 'https://evil.example' }))).toBe('passes');
    expect(verdict(post({ authorization: 'Bearer abc.def', origin: 'https://evil.example' }))).toBe('passes');
  });
});

describe('ownOrigin', () => {
  it('is the scheme, host and port the request was addressed to, default ports dropped', () => {
    expect(ownOrigin('Mohalla.test:80', '')).toBe('http://mohalla.test');
    expect(ownOrigin('mohalla.test:443', 'https, http')).toBe('https://mohalla.test');
    expect(ownOrigin('[::1]:8080', '')).toBe('http://[::1]:8080');
    expect(ownOrigin('', '')).toBeNull();
    expect(ownOrigin('evil.example/@x', '')).toBeNull();
  });
});
