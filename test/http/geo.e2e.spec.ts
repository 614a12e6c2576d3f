import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
const reverse = (query: string) => request(node.url, 'GET', `/api/geo/reverse?${query}&minPosition=1`);

beforeAll(async () => {
  node = await startSingleNode();
});
afterAll(async () => {
  await node?.stop();
});

describe('GET /api/geo/reverse', () => {
  it.each([
    // A few hundred metres from the neighbourhood's centre.
    ['Bandra West', 19.0612, 72.8322, 'Mumbai', 'Maharashtra'],
    ['Koramangala', 12.9335, 77.6262, 'Bengaluru', 'Karnataka'],
    ['Salt Lake', 22.5835, 88.4135, 'Kolkata', 'West Bengal'],
  ])('puts a resident near %s in that area', async (area, lat, lon, city, state) => {
    const res = await reverse(`lat=${lat}&lon=${lon}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ area, city, state, country: 'India', source: 'areas' });
    expect(res.body.areaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.cityId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names towns Mohalla has no areas for from the GeoNames gazetteer', async () => {
    const res = await reverse('lat=19.9975&lon=73.7898');
    expect(res.body).toMatchObject({
      city: 'Nashik',
      state: 'Maharashtra',
      country: 'India',
      areaId: null,
      source: 'gazetteer',
    });
  });

  it('keeps a separate city separate even next to a seeded one (Thane beside Mumbai)', async () => {
    const res = await reverse('lat=19.1972&lon=72.9722');
    expect(res.body).toMatchObject({ city: 'Thane', state: 'Maharashtra' });
  });

  it('answers nothing known for the open sea', async () => {
    const res = await reverse('lat=15.0&lon=65.0');
    expect(res.body).toEqual({
      city: null,
      state: null,
      country: null,
      area: null,
      areaId: null,
      cityId: null,
      source: 'none',
    });
  });

  it.each([
    ['lon=72.8', 'lat'],
    ['lat=19.0', 'lon'],
    ['lat=abc&lon=72.8', 'lat'],
    ['lat=91&lon=72.8', 'lat'],
    ['lat=19&lon=-181', 'lon'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await request(node.url, 'GET', `/api/geo/reverse?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});
