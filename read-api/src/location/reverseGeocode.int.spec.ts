import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type AreaDto, ReadModels } from '@mohalla/contracts';
import { createSqliteReadStore, type ReadStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import type { Gazetteer } from './gazetteer.js';
import { nominatimGeocoder } from './onlineGeocoder.js';
import { reverseGeocode } from './reverseGeocode.js';

const tempDir = tempDirs();

const noPlaces: Gazetteer = { nearest: () => null };
const cityId = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
let readStore: ReadStore;
let nominatim: Server;
let nominatimUrl: string;
let calls = 0;

beforeAll(async () => {
  readStore = createSqliteReadStore({ path: join(tempDir('geo-'), 'read.sqlite') });
  const area: AreaDto = {
    _id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    name: 'Powai',
    cityId,
    city: { _id: cityId, name: 'Mumbai', state: 'Maharashtra', country: 'India' },
    location: { latitude: 19.1176, longitude: 72.906 },
    channels: [],
    createdAt: new Date().toISOString(),
    revision: 0,
  };
  await readStore.collection<AreaDto>(ReadModels.areas).put(area, 1);
  // Stands in for OpenStreetMap's Nominatim, which this machine cannot reach.
  nominatim = createServer((req, res) => {
    calls++;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/reverse' || url.searchParams.get('format') !== 'jsonv2')
      return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        address: { suburb: 'Mulund West', city: 'Mumbai', state: 'Maharashtra', country: 'India' },
      }),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  nominatimUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await readStore.close();
  await new Promise((resolve) => nominatim.close(resolve));
});

describe('reverse geocoding fallbacks', () => {
  it('takes the city from areas within 10 km and asks the online service for the neighbourhood', async () => {
    calls = 0;
    const online = nominatimGeocoder(nominatimUrl);
    const res = await reverseGeocode({ readStore, gazetteer: () => noPlaces, online }, 19.1726, 72.9425);
    expect(res).toMatchObject({
      city: 'Mumbai',
      cityId,
      area: 'Mulund West',
      areaId: null,
      source: 'online',
    });
    expect(calls).toBe(1);
  });

  it('does not ask the online service when our own data knows the area', async () => {
    calls = 0;
    const online = nominatimGeocoder(nominatimUrl);
    const res = await reverseGeocode({ readStore, gazetteer: () => noPlaces, online }, 19.118, 72.907);
    expect(res).toMatchObject({ area: 'Powai', source: 'areas' });
    expect(calls).toBe(0);
  });

  it('ignores an online service that fails, and falls back to the state table', async () => {
    const online = nominatimGeocoder('http://127.0.0.1:9/', 500);
    const res = await reverseGeocode({ readStore, gazetteer: () => noPlaces, online }, 25.6, 85.1);
    expect(res).toEqual({
      city: null,
      state: 'Bihar',
      country: 'India',
      area: null,
      areaId: null,
      cityId: null,
      source: 'state-table',
    });
  });
});
