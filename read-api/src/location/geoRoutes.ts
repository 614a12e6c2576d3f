import { Router } from '@koa/router';
import { ReverseGeocodeQuerySchema } from '@mohalla/contracts';
import { parseInput } from '@mohalla/infra';
import { type ReverseGeocoder, reverseGeocode } from './reverseGeocode.js';

/**
 * Reverse geocoding as our own call, so the browser never sends a
 * resident's position to a third party. Coordinates are used for the answer
 * and not stored or logged.
 */
export function geoRoutes(deps: ReverseGeocoder): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/geo/reverse', async (ctx) => {
    const { lat, lon } = parseInput(ReverseGeocodeQuerySchema, { lat: ctx.query.lat, lon: ctx.query.lon });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await reverseGeocode(deps, lat, lon);
  });
  return router;
}
