import { z } from 'zod';
import { eventSchema } from '../shared/envelope.js';

/** Written once the first-start demo data is complete, so a crash mid-seed resumes on the next start. */
export const DemoSeededSchema = eventSchema('DemoSeeded', {
  cities: z.number().int(),
  areas: z.number().int(),
});
