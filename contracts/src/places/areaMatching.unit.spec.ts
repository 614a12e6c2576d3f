import { describe, expect, it } from 'vitest';
import { matchAreaByName } from './areaMatching.js';

const areas = [
  { name: 'Bandra West' },
  { name: 'Andheri East' },
  { name: 'Koramangala' },
  { name: 'Salt Lake' },
  { name: 'Powai' },
];

describe('matching a detected neighbourhood to an area', () => {
  it.each([
    ['bandra  west', 'Bandra West'], // exact, case and spacing aside
    ['Bandra', 'Bandra West'], // the detected name is inside an area's name
    ['Powai Lake Road', 'Powai'], // an area's name is inside the detected name
    ['Koramangala 4th Block', 'Koramangala'], // contained too
    ['Salt Lake City Sector V', 'Salt Lake'],
    ['Andheri (E)', 'Andheri East'], // a shared distinctive word
  ])('%j → %s', (detected, expected) => {
    expect(matchAreaByName(detected, areas)?.name).toBe(expected);
  });

  it('prefers an exact match over a containing one', () => {
    const both = [{ name: 'Powai Vihar' }, { name: 'Powai' }];
    expect(matchAreaByName('Powai', both)?.name).toBe('Powai');
  });

  it.each([['Whitefield'], ['West'], ['Nagar Road'], [''], ['   ']])('finds nothing for %j', (detected) => {
    expect(matchAreaByName(detected, areas)).toBeUndefined();
  });
});
