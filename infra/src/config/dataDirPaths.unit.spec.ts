import { expect, it } from 'vitest';
import { withDataDirPaths } from './dataDirPaths.js';

it('takes the embedded stores from DATA_DIR, as the single node does', () => {
  expect(withDataDirPaths({ DATA_DIR: '/srv/mohalla' })).toMatchObject({
    EVENT_STORE_PATH: '/srv/mohalla/events.sqlite',
    READ_STORE_PATH: '/srv/mohalla/read-models.sqlite',
    SEARCH_INDEX_PATH: '/srv/mohalla/search.sqlite',
  });
});

it('keeps a path set on its own, and changes nothing without DATA_DIR', () => {
  expect(withDataDirPaths({ DATA_DIR: '/srv/m', EVENT_STORE_PATH: '/elsewhere/log.sqlite' })).toMatchObject({
    EVENT_STORE_PATH: '/elsewhere/log.sqlite',
    READ_STORE_PATH: '/srv/m/read-models.sqlite',
  });
  expect(withDataDirPaths({ LOG_LEVEL: 'info' })).toEqual({ LOG_LEVEL: 'info' });
});
