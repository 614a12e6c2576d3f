import { describe, expect, it } from 'vitest';
import { INDIAN_PLACES, type SeedCity } from './indianPlaces.js';

const REQUIRED_CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Patna',
  'Ranchi',
  'Chandigarh',
  'Kochi',
  'Indore',
];

const EXPECTED_STATES: Record<string, string> = {
  Mumbai: 'Maharashtra',
  Delhi: 'Delhi',
  Bengaluru: 'Karnataka',
  Hyderabad: 'Telangana',
  Chennai: 'Tamil Nadu',
  Kolkata: 'West Bengal',
  Pune: 'Maharashtra',
  Ahmedabad: 'Gujarat',
  Jaipur: 'Rajasthan',
  Lucknow: 'Uttar Pradesh',
  Patna: 'Bihar',
  Ranchi: 'Jharkhand',
  Chandigarh: 'Chandigarh',
  Kochi: 'Kerala',
  Indore: 'Madhya Pradesh',
};

const GENERIC_WORDS = ['business district', 'downtown', 'suburbs', 'residential area', 'central', 'main'];

/** Boxes used by the app's fallback state lookup; at least one area of each metro must fall inside. */
const METRO_BOXES: Record<string, { lat: [number, number]; lon: [number, number] }> = {
  Mumbai: { lat: [18.8, 19.3], lon: [72.7, 73.2] },
  Pune: { lat: [18.4, 18.6], lon: [73.7, 74.0] },
  Delhi: { lat: [28.4, 28.9], lon: [76.8, 77.4] },
  Bengaluru: { lat: [12.8, 13.2], lon: [77.4, 77.8] },
  Chennai: { lat: [12.9, 13.2], lon: [80.1, 80.3] },
};

// India's bounding box (mainland plus islands), generously rounded.
const INDIA = { minLat: 6.5, maxLat: 37.5, minLon: 68.0, maxLon: 97.5 };

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

function hasFourDecimals(value: number): boolean {
  const scaled = value * 10_000;
  return Number.isFinite(value) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function allPoints(): { label: string; latitude: number; longitude: number }[] {
  return INDIAN_PLACES.flatMap((city) => [
    { label: city.name, latitude: city.latitude, longitude: city.longitude },
    ...city.areas.map((a) => ({ label: `${city.name} / ${a.name}`, ...a })),
  ]);
}

function cityNamed(name: string): SeedCity {
  const city = INDIAN_PLACES.find((c) => c.name === name);
  if (!city) throw new Error(`missing city ${name}`);
  return city;
}

describe('INDIAN_PLACES seed data', () => {
  it('has at least 15 cities, including every required one, each named once', () => {
    expect(INDIAN_PLACES.length).toBeGreaterThanOrEqual(15);
    const names = INDIAN_PLACES.map((c) => c.name);
    for (const required of REQUIRED_CITIES) expect(names).toContain(required);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('uses the official state names and country India', () => {
    for (const city of INDIAN_PLACES) {
      expect(city.country).toBe('India');
      const expected = EXPECTED_STATES[city.name];
      if (expected) expect(city.state, city.name).toBe(expected);
      expect(city.state.trim().length, city.name).toBeGreaterThan(0);
    }
  });

  it('has 8 to 12 areas per city, with names unique within the city (case-insensitive)', () => {
    for (const city of INDIAN_PLACES) {
      expect(city.areas.length, city.name).toBeGreaterThanOrEqual(8);
      expect(city.areas.length, city.name).toBeLessThanOrEqual(12);
      const lower = city.areas.map((a) => a.name.trim().toLowerCase());
      expect(new Set(lower).size, city.name).toBe(lower.length);
      for (const area of city.areas) {
        expect(area.name, city.name).toBe(area.name.trim());
        expect(area.name.length, city.name).toBeGreaterThan(0);
      }
    }
  });

  it('has no generic area names', () => {
    for (const city of INDIAN_PLACES) {
      for (const area of city.areas) {
        const name = area.name.toLowerCase();
        for (const word of GENERIC_WORDS) {
          expect(name.includes(word), `${city.name} / ${area.name} contains "${word}"`).toBe(false);
          expect(word.includes(name), `${city.name} / ${area.name} is part of "${word}"`).toBe(false);
        }
      }
    }
  });

  it('keeps every coordinate inside India and at 4-decimal precision', () => {
    for (const p of allPoints()) {
      expect(p.latitude, p.label).toBeGreaterThanOrEqual(INDIA.minLat);
      expect(p.latitude, p.label).toBeLessThanOrEqual(INDIA.maxLat);
      expect(p.longitude, p.label).toBeGreaterThanOrEqual(INDIA.minLon);
      expect(p.longitude, p.label).toBeLessThanOrEqual(INDIA.maxLon);
      expect(hasFourDecimals(p.latitude), `${p.label} latitude ${p.latitude}`).toBe(true);
      expect(hasFourDecimals(p.longitude), `${p.label} longitude ${p.longitude}`).toBe(true);
    }
  });

  it('places every area within 25 km of its city centre', () => {
    for (const city of INDIAN_PLACES) {
      for (const area of city.areas) {
        const km = haversineKm(city.latitude, city.longitude, area.latitude, area.longitude);
        expect(km, `${city.name} / ${area.name} is ${km.toFixed(1)} km away`).toBeLessThanOrEqual(25);
      }
    }
  });

  it('has, for each big metro, at least one area inside its fallback state box', () => {
    for (const [name, box] of Object.entries(METRO_BOXES)) {
      const inside = cityNamed(name).areas.filter(
        (a) =>
          a.latitude >= box.lat[0] &&
          a.latitude <= box.lat[1] &&
          a.longitude >= box.lon[0] &&
          a.longitude <= box.lon[1],
      );
      expect(inside.length, name).toBeGreaterThan(0);
    }
  });
});
