import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PLACE_NAME_LONGEST, placeNameProblem, refuseUnfitPlaceName } from './placeNameRule.js';

interface SeedCity {
  name: string;
  state: string;
  country: string;
  areas: { name: string }[];
}
/** The demo's seed (launcher/src/seed), read as data: every name in it must stay acceptable. */
const SEED: SeedCity[] = createRequire(import.meta.url)('../../../launcher/src/seed/indianPlaces.data.json');

describe('place names (issue 14, point 8)', () => {
  it('accepts every seeded city, state, country and area name', () => {
    const names = SEED.flatMap((city) => [
      city.name,
      city.state,
      city.country,
      ...city.areas.map((a) => a.name),
    ]);
    expect(SEED).toHaveLength(15);
    expect(SEED.flatMap((city) => city.areas)).toHaveLength(162);
    const refused = names.filter((name) => placeNameProblem(name) !== null);
    expect(refused).toEqual([]);
  });

  it.each([
    'T. Nagar',
    'C.V. Raman Nagar',
    'Co. Op. Colony',
    'C-Scheme',
    'Andheri (E)',
    'Sector 17',
    'Jayanagar 4th Block',
    "St. Mary's Road",
    'Lake & Garden',
    'कोरमंगला',
    'இந்திரா நகர்',
    'সল্ট লেক',
    // Malayalam written with the older chillu form: a virama and a zero-width joiner.
    'കണ\u0D4D\u200Dണൂര\u0D4D\u200D',
    'Vadodara 3f9a2b71',
  ])('accepts %j', (name) => {
    expect(placeNameProblem(name)).toBeNull();
  });

  it.each([
    ['Fucking Shit Nagar', 'offensive'],
    ['Call 9876543210 Nagar', 'at most'],
    ['Call 98765 43210 Nagar', 'at most'],
    ['Ring 98765-43210', 'at most'],
    ['<img src=x onerror=alert(1)>', 'may hold only'],
    ['Nagar\u0000', 'may hold only'],
    ['Nagar\u202Etxt', 'may hold only'],
    ['Gandhi  Nagar', 'two spaces'],
    ['www.cheap-loans.com', 'web address'],
    ['Cheap Loans.in', 'web address'],
    ['ramesh@gmail.com', 'may hold only'],
    ['- Nagar', 'start with'],
    ['12345', 'two letters'],
    ['x', '2 to'],
    ['N'.repeat(PLACE_NAME_LONGEST + 1), '2 to'],
  ])('refuses %j', (name, reason) => {
    expect(placeNameProblem(name)).toContain(reason);
  });

  it('answers 400 naming the field', () => {
    expect(() => refuseUnfitPlaceName('areaName', 'Shit Nagar')).toThrow(
      expect.objectContaining({ status: 400, errors: [{ field: 'areaName', message: expect.any(String) }] }),
    );
    expect(() => refuseUnfitPlaceName('stateName', undefined)).not.toThrow();
  });
});
