import { PROJECTION_NAMES } from '@mohalla/contracts';
import { expect, it } from 'vitest';
import { ALL_PROJECTIONS } from './registry.js';

it('runs exactly the projections the read API waits on', () => {
  expect(ALL_PROJECTIONS.map((p) => p.name).sort()).toEqual([...PROJECTION_NAMES].sort());
});
