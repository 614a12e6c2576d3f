import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnTo('/area/abc?tab=chat')).toBe('/area/abc?tab=chat');
  });

  it.each([
    null,
    '',
    'area/x',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/login',
    '/signup?x',
  ])('falls back to home for %s', (raw) => {
    expect(safeReturnTo(raw)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to return to', () => {
    expect(loginPathFor('/area/a b')).toBe('/login?returnTo=%2Farea%2Fa%20b');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/area/x', 'signup')).toBe('/signup?returnTo=%2Farea%2Fx');
  });
});
