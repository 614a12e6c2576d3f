import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { createArea, createCity, deleteArea } from './placesApi';

const CITY = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0011';
const AREA = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0012';
const LOBBY = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0013';

/** The admins' place writes are parsed with their contract schemas. */
describe('the place write answers', () => {
  it('a created city resolves to the whole answer', async () => {
    const answer = {
      _id: CITY,
      cityId: CITY,
      name: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      revision: 0,
      position: 5,
    };
    fakeApi({ 'POST /api/cities': { status: 201, body: answer } });
    await expect(createCity({ name: 'Pune' })).resolves.toEqual(answer);
  });

  it('a created area must name its lobby channel', async () => {
    const answer = { _id: AREA, areaId: AREA, cityId: CITY, name: 'Aundh', location: null, revision: 0 };
    fakeApi({ [`POST /api/cities/${CITY}/areas`]: { status: 201, body: { ...answer, position: 6 } } });
    await expect(createArea(CITY, { name: 'Aundh' })).rejects.toThrow(/lobbyChannelId/);
    fakeApi({
      [`POST /api/cities/${CITY}/areas`]: {
        status: 201,
        body: { ...answer, position: 6, lobbyChannelId: LOBBY },
      },
    });
    await expect(createArea(CITY, { name: 'Aundh' })).resolves.toMatchObject({ lobbyChannelId: LOBBY });
  });

  it('a delete answer without its revision is refused', async () => {
    fakeApi({ [`DELETE /api/areas/${AREA}`]: { body: { success: true, _id: AREA, position: 8 } } });
    await expect(deleteArea(AREA)).rejects.toThrow(/revision/);
  });
});
