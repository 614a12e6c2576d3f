import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpResident, type TestAccount } from '../support/accounts.js';
import { editions } from '../support/editions.js';
import { request } from '../support/http.js';
import type { RunningNode } from '../support/singleNode.js';

/** The cities and areas slice over HTTP, against each edition: the same API either way. */
describe.each(editions())('the places API on the $name edition', (edition) => {
  let node: RunningNode;
  let admin: TestAccount;
  let resident: TestAccount;
  /** Every call as the admin unless other headers are given. */
  const api = (method: string, path: string, options: Parameters<typeof request>[3] = {}) =>
    request(node.url, method, path, { ...options, headers: { ...admin.auth, ...options.headers } });
  const logPosition = async () => (await api('GET', '/healthz')).body.logPosition as number;
  const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    node = await edition.start();
    [admin, resident] = await Promise.all([signUpAdmin(node), signUpResident(node)]);
  });
  afterAll(async () => {
    await node?.stop();
  });

  describe('reading the seeded places', () => {
    it('lists the seeded Indian cities by name, each with its state and country', async () => {
      const { status, body } = await api('GET', '/api/cities?minPosition=1');
      expect(status).toBe(200);
      const names = body.map((c: { name: string }) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata']));
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      const mumbai = body.find((c: { name: string }) => c.name === 'Mumbai');
      expect(mumbai).toMatchObject({ state: 'Maharashtra', country: 'India' });
      expect(mumbai.areaCount).toBeGreaterThanOrEqual(8);
    });

    it("lists a city's areas and answers one area with its city embedded", async () => {
      const cities = (await api('GET', '/api/cities')).body;
      const mumbai = cities.find((c: { name: string }) => c.name === 'Mumbai');
      const areas = (await api('GET', `/api/cities/${mumbai._id}/areas`)).body;
      expect(areas.length).toBe(mumbai.areaCount);
      const bandra = areas.find((a: { name: string }) => a.name === 'Bandra West');
      const one = await api('GET', `/api/areas/${bandra._id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        name: 'Bandra West',
        cityId: mumbai._id,
        city: { name: 'Mumbai', state: 'Maharashtra' },
      });
      expect(one.body.channels).toEqual([{ _id: expect.any(String), type: 'lobby' }]);
      expect(one.headers.get('etag')).toBe(`"${one.body.revision}"`);
    });

    it('answers the fixed eight topics', async () => {
      const { body } = await api('GET', '/api/topics');
      expect(body.map((t: { id: string }) => t.id)).toEqual([
        'education',
        'events',
        'food',
        'general',
        'health',
        'safety',
        'shopping',
        'sport',
      ]);
    });

    it('answers 404 for an unknown id and 400 naming the parameter for a malformed one', async () => {
      expect((await api('GET', `/api/areas/${randomUUID()}`)).status).toBe(404);
      const bad = await api('GET', '/api/cities/not-an-id');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'cityId', message: 'must be a UUID' }]);
    });
  });

  describe('writing cities and areas', () => {
    it('creates a city with the defaults and reads it back at once by its log position', async () => {
      const name = unique('Nashik');
      const created = await api('POST', '/api/cities', { body: { name } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name, state: name, country: 'India' });
      expect(created.headers.get('x-log-position')).toBe(String(created.body.position));
      const read = await api('GET', `/api/cities/${created.body._id}?minPosition=${created.body.position}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ name, state: name, country: 'India', areaCount: 0 });
      expect(Number(read.headers.get('x-read-position'))).toBeGreaterThanOrEqual(created.body.position);
      // A read that asks for no position does no consistency work at all.
      expect((await api('GET', `/api/cities/${created.body._id}`)).headers.get('x-read-position')).toBeNull();
    });

    it.each([
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Ok', state: '' }, 'state'],
      [{ name: 'Ok', colour: 'red' }, 'body'],
    ])('refuses %j with a 400 naming %s, and appends nothing', async (body, field) => {
      const before = await logPosition();
      const res = await api('POST', '/api/cities', { body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('REQUEST.INVALID');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await logPosition()).toBe(before);
    });

    it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
      const malformed = await api('POST', '/api/cities', { rawBody: '{"name": ' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ field: 'body', message: 'is not valid JSON' }]);
      const huge = await api('POST', '/api/cities', { body: { name: 'x'.repeat(200_000) } });
      expect(huge.status).toBe(413);
    });

    it('refuses a second city or area of the same name (any case) with 409', async () => {
      const name = unique('Surat');
      const city = await api('POST', '/api/cities', { body: { name } });
      expect((await api('POST', '/api/cities', { body: { name: name.toUpperCase() } })).status).toBe(409);
      const path = `/api/cities/${city.body._id}/areas`;
      expect((await api('POST', path, { body: { name: 'Adajan' } })).status).toBe(201);
      const again = await api('POST', path, { body: { name: '  adajan ' } });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('AREA.NAME_TAKEN');
    });

    it('lets exactly one of many racing requests create an area name', async () => {
      const city = await api('POST', '/api/cities', { body: { name: unique('Vadodara') } });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          api('POST', `/api/cities/${city.body._id}/areas`, { body: { name: 'Alkapuri' } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const areas = await api('GET', `/api/cities/${city.body._id}/areas?minPosition=${await logPosition()}`);
      expect(areas.body.map((a: { name: string }) => a.name)).toEqual(['Alkapuri']);
    });

    it('makes a retried request with the same Idempotency-Key a no-op that answers the same city', async () => {
      const headers = { 'Idempotency-Key': randomUUID() };
      const first = await api('POST', '/api/cities', { body: { name: unique('Nagpur') }, headers });
      const before = await logPosition();
      const retry = await api('POST', '/api/cities', { body: { name: first.body.name }, headers });
      expect(retry.status).toBe(200);
      expect(retry.body._id).toBe(first.body._id);
      expect(await logPosition()).toBe(before);
    });

    it('updates with If-Match and answers 409 to a stale revision', async () => {
      const city = await api('POST', '/api/cities', { body: { name: unique('Thane') } });
      const etag = `"${city.body.revision}"`;
      const ok = await api('PUT', `/api/cities/${city.body._id}`, {
        body: { state: 'Maharashtra' },
        headers: { 'If-Match': etag },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.state).toBe('Maharashtra');
      const stale = await api('PUT', `/api/cities/${city.body._id}`, {
        body: { state: 'Goa' },
        headers: { 'If-Match': etag },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('CONCURRENCY.CONFLICT');
      const read = await api('GET', `/api/cities/${city.body._id}?minPosition=${ok.body.position}`);
      expect(read.body.state).toBe('Maharashtra');
    });

    it('renames an area, shows the new name, and frees the old one', async () => {
      const city = await api('POST', '/api/cities', { body: { name: unique('Mysuru') } });
      const area = await api('POST', `/api/cities/${city.body._id}/areas`, { body: { name: 'Gokulam' } });
      const renamed = await api('PUT', `/api/areas/${area.body._id}`, {
        body: { name: 'Gokulam 3rd Stage' },
      });
      expect(renamed.status).toBe(200);
      const read = await api('GET', `/api/areas/${area.body._id}?minPosition=${renamed.body.position}`);
      expect(read.body.name).toBe('Gokulam 3rd Stage');
      expect(
        (await api('POST', `/api/cities/${city.body._id}/areas`, { body: { name: 'Gokulam' } })).status,
      ).toBe(201);
    });

    it('deletes a city and its areas leave the read side with it', async () => {
      const city = await api('POST', '/api/cities', { body: { name: unique('Goa') } });
      const area = await api('POST', `/api/cities/${city.body._id}/areas`, { body: { name: 'Panaji' } });
      const deleted = await api('DELETE', `/api/cities/${city.body._id}`);
      expect(deleted.status).toBe(200);
      const min = `?minPosition=${deleted.body.position}`;
      expect((await api('GET', `/api/cities/${city.body._id}${min}`)).status).toBe(404);
      expect((await api('GET', `/api/areas/${area.body._id}${min}`)).status).toBe(404);
      expect((await api('DELETE', `/api/cities/${city.body._id}`)).status).toBe(404);
      expect(
        (await api('POST', `/api/cities/${city.body._id}/areas`, { body: { name: 'Margao' } })).status,
      ).toBe(404);
    });
  });

  describe('permissions, decided on the server', () => {
    it('answers 401 to a guest and 403 to a resident for every management call, and appends nothing', async () => {
      const cities = (await api('GET', '/api/cities')).body;
      const city = cities[0]._id;
      const areas = (await api('GET', `/api/cities/${city}/areas`)).body;
      const calls: [string, string, object?][] = [
        ['POST', '/api/cities', { name: unique('Nowhere') }],
        ['PUT', `/api/cities/${city}`, { state: 'Changed' }],
        ['DELETE', `/api/cities/${city}`],
        ['POST', `/api/cities/${city}/areas`, { name: unique('Nowhere') }],
        ['PUT', `/api/areas/${areas[0]._id}`, { name: unique('Renamed') }],
        ['DELETE', `/api/areas/${areas[0]._id}`],
      ];
      const before = await logPosition();
      for (const [method, path, body] of calls) {
        const guest = await request(node.url, method, path, { body });
        expect(guest.status, `${method} ${path} as a guest`).toBe(401);
        expect(guest.body.code).toBe('AUTH.REQUIRED');
        const asResident = await request(node.url, method, path, { body, headers: resident.auth });
        expect(asResident.status, `${method} ${path} as a resident`).toBe(403);
        expect(asResident.body.code).toBe('AUTH.FORBIDDEN');
      }
      expect(await logPosition()).toBe(before);
    });

    it('lets a signed-in resident auto-create an area, and not a guest', async () => {
      const body = { cityName: unique('Ooty'), areaName: 'Fernhill' };
      expect((await request(node.url, 'POST', '/api/areas/auto-create', { body })).status).toBe(401);
      const res = await request(node.url, 'POST', '/api/areas/auto-create', { body, headers: resident.auth });
      expect(res.status).toBe(201);
    });
  });

  describe('auto-create', () => {
    it('refuses generic area names with a 400 naming areaName', async () => {
      const res = await api('POST', '/api/areas/auto-create', {
        body: { cityName: 'Mumbai', areaName: 'Downtown' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('areaName');
    });

    const unfitNames = [
      ['Fucking Shit Nagar', 'offensive'],
      ['Call 9876543210 Nagar', 'digits'],
      ['<img src=x onerror=alert(document.cookie)>', 'letters'],
    ];

    it.each(unfitNames)(
      'refuses the area name %j with a 400 naming areaName, and appends nothing',
      async (name, says) => {
        const before = await logPosition();
        const res = await request(node.url, 'POST', '/api/areas/auto-create', {
          body: { cityName: unique('Nashik'), areaName: name },
          headers: resident.auth,
        });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ field: 'areaName', message: expect.stringContaining(says) }]);
        expect(await logPosition()).toBe(before);
      },
    );

    it.each(unfitNames)('refuses the city name %j with a 400 naming cityName', async (name) => {
      const res = await request(node.url, 'POST', '/api/areas/auto-create', {
        body: { cityName: name, areaName: 'Panchavati' },
        headers: resident.auth,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['cityName']);
    });

    it.each(unfitNames)('refuses %j from an admin too, as a city, state or area name', async (name) => {
      const before = await logPosition();
      for (const [body, field] of [
        [{ name }, 'name'],
        [{ name: unique('Nashik'), state: name }, 'state'],
      ] as const) {
        const city = await api('POST', '/api/cities', { body });
        expect([city.status, city.body.errors?.[0]?.field]).toEqual([400, field]);
      }
      const mumbai = (await api('GET', '/api/cities?minPosition=1')).body.find(
        (c: { name: string }) => c.name === 'Mumbai',
      );
      const area = await api('POST', `/api/cities/${mumbai._id}/areas`, { body: { name } });
      expect([area.status, area.body.errors?.[0]?.field]).toEqual([400, 'name']);
      expect(await logPosition()).toBe(before);
    });

    it('finds an existing area instead of creating it again', async () => {
      const res = await api('POST', '/api/areas/auto-create', {
        body: { cityName: 'mumbai', stateName: 'Maharashtra', areaName: 'bandra west', countryName: 'India' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, created: false, area: { name: 'bandra west' } });
    });

    it('creates a new city and area once, even when asked twice at the same time', async () => {
      const cityName = unique('Bhopal');
      const body = { cityName, areaName: 'Arera Colony', latitude: 23.2156, longitude: 77.4305 };
      const [a, b] = await Promise.all([
        api('POST', '/api/areas/auto-create', { body }),
        api('POST', '/api/areas/auto-create', { body }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.area._id).toBe(b.body.area._id);
      const position = Math.max(a.body.position, b.body.position);
      const area = await api('GET', `/api/areas/${a.body.area._id}?minPosition=${position}`);
      expect(area.body).toMatchObject({ name: 'Arera Colony', city: { name: cityName, state: cityName } });
      expect(area.body.location).toEqual({ latitude: 23.2156, longitude: 77.4305 });
    });
  });
});
