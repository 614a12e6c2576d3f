import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERIC_AREA_NAMES, isGenericAreaName, normalizePlaceName } from './rules.js';

describe('generic area names (auto-create refuses them)', () => {
  it.each([
    ['Downtown', true],
    ['Central', true],
    ['Main Road', true],
    ['  RESIDENTIAL   area ', true],
    ['Suburbs of Pune', true],
    ['Ma', true], // contained in 'main'
    ['Bandra West', false],
    ['Koramangala', false],
    ['Salt Lake', false],
  ])('%j → %s', (name, generic) => {
    expect(isGenericAreaName(name)).toBe(generic);
  });

  it('refuses any name that contains a generic name, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...GENERIC_AREA_NAMES),
        fc.string(),
        (before, generic, after) => {
          expect(isGenericAreaName(`${before}${generic.toUpperCase()}${after}`)).toBe(true);
        },
      ),
    );
  });
});

describe('normalizePlaceName', () => {
  it('folds case and spacing so "Bandra  west " and "bandra West" are one name', () => {
    expect(normalizePlaceName('Bandra  west ')).toBe(normalizePlaceName('bandra West'));
  });
});
