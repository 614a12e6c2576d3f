import { z } from 'zod';

/** Written once the first-start demo data is complete, so a crash mid-seed resumes on the next start. */
export const DemoSeededSchema = z.object({
  type: z.literal('DemoSeeded'),
  data: z.object({ cities: z.number().int(), areas: z.number().int() }),
});
