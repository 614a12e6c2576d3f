import type { AreaDto, CityDto } from '@mohalla/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DetectedLocation } from '../../features/location/types';
import { placesKeys } from '../../features/places/api/placesKeys';
import { resolveJoinTarget } from './resolveJoinTarget';

const MUMBAI_ID = '00000000-0000-4000-8000-000000000001';
const PUNE_ID = '00000000-0000-4000-8000-000000000002';
const mumbai: CityDto = {
  _id: MUMBAI_ID,
  name: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  areaCount: 3,
  revision: 0,
};
const pune: CityDto = { ...mumbai, _id: PUNE_ID, name: 'Pune', areaCount: 1 };

let next = 10;
function area(name: string, cityId: string, latitude?: number, longitude?: number): AreaDto {
  next += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000000${next}`,
    name,
    cityId,
    city: {
      _id: cityId,
      name: cityId === MUMBAI_ID ? 'Mumbai' : 'Pune',
      state: 'Maharashtra',
      country: 'India',
    },
    location: latitude === undefined || longitude === undefined ? null : { latitude, longitude },
    channels: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    revision: 0,
  };
}

const colaba = area('Colaba', MUMBAI_ID, 18.9101, 72.8171);
const bandraWest = area('Bandra West', MUMBAI_ID, 19.0601, 72.8301);
const andheriEast = area('Andheri East', MUMBAI_ID, 19.1136, 72.8697);
const aundh = area('Aundh', PUNE_ID);

/** A query cache that already holds the place lists: nothing is fetched. */
function placesCache(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(placesKeys.cities(), [mumbai, pune]);
  client.setQueryData(placesKeys.cityAreas(MUMBAI_ID), [colaba, bandraWest, andheriEast]);
  client.setQueryData(placesKeys.cityAreas(PUNE_ID), [aundh]);
  client.setQueryData(placesKeys.allAreas(), [colaba, bandraWest, andheriEast, aundh]);
  return client;
}

const manual = (city: string, areaName: string | null): DetectedLocation => ({
  city,
  state: null,
  country: null,
  area: areaName,
  areaId: null,
  cityId: null,
  source: 'manual',
});

describe('where joining leads (issue 21 point 6: honest substitutions)', () => {
  it('goes straight to an exact name, case and spacing aside', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('mumbai', '  bandra   WEST '), false);
    expect(target).toEqual({ kind: 'area', areaId: bandraWest._id });
  });

  it('does not enter Andheri East for Andheri West: it offers it, and creating for a signed-in person', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('Mumbai', 'Andheri West'), true);
    expect(target).toMatchObject({
      kind: 'substitute',
      asked: 'Andheri West',
      city: 'Mumbai',
      suggested: { _id: andheriEast._id, name: 'Andheri East' },
      create: { cityName: 'Mumbai', areaName: 'Andheri West' },
    });
  });

  it('offers a guest the nearest area instead of the city first one for an unknown neighbourhood', async () => {
    const worliSeaFace = {
      ...manual('Mumbai', 'Worli Sea Face'),
      latitude: 19.0,
      longitude: 72.816,
      source: 'device' as const,
    };
    const target = await resolveJoinTarget(placesCache(), worliSeaFace, false);
    // Colaba is listed first (10 km away); Bandra West is the nearest (7 km).
    expect(target).toMatchObject({
      kind: 'substitute',
      asked: 'Worli Sea Face',
      suggested: { _id: bandraWest._id },
      create: { areaName: 'Worli Sea Face', latitude: 19.0, longitude: 72.816 },
    });
  });

  it('still creates a new neighbourhood with no close name for a signed-in person, as the spec says', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('Mumbai', 'Ghatkopar'), true);
    expect(target).toMatchObject({ kind: 'autoCreate', body: { cityName: 'Mumbai', areaName: 'Ghatkopar' } });
  });

  it('offers no creating for a generic name, only the nearest area', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('Mumbai', 'Downtown'), true);
    expect(target).toMatchObject({ kind: 'substitute', asked: 'Downtown', create: null });
  });

  it('says so when only the city is known, rather than entering its first area', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('Pune', null), false);
    expect(target).toEqual({
      kind: 'substitute',
      asked: null,
      city: 'Pune',
      suggested: { _id: aundh._id, name: 'Aundh' },
      create: null,
    });
  });

  it('creates a new town (guests are asked to sign in by the flow), and takes a known area id as it is', async () => {
    const target = await resolveJoinTarget(placesCache(), manual('Shillong', 'Police Bazar'), false);
    expect(target).toMatchObject({
      kind: 'autoCreate',
      body: { cityName: 'Shillong', areaName: 'Police Bazar' },
    });
    const known = await resolveJoinTarget(
      placesCache(),
      { ...manual('Mumbai', 'x'), areaId: colaba._id },
      false,
    );
    expect(known).toEqual({ kind: 'area', areaId: colaba._id });
  });

  it('answers none when Mohalla has no area at all', async () => {
    const empty = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    empty.setQueryData(placesKeys.cities(), []);
    empty.setQueryData(placesKeys.allAreas(), []);
    expect(await resolveJoinTarget(empty, manual('Mumbai', 'Downtown'), true)).toEqual({ kind: 'none' });
  });
});
