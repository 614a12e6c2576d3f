import { Client } from '@opensearch-project/opensearch';
import { afterAll, describe } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { createOpenSearchIndex } from './openSearchIndex.js';
import { describeSearchIndexContract } from './searchIndex.contract.js';

const { url, reason } = serverFromEnv('opensearch', 'OPENSEARCH_URL');
// Unique per run and per index the suite opens; all deleted afterwards.
const run = `searchidx-test-${Date.now().toString(36)}-${process.pid}`;
let opened = 0;

describe.skipIf(!url)(`OpenSearch SearchIndex (${reason})`, () => {
  afterAll(async () => {
    const client = new Client({ node: url! });
    await client.indices.delete({ index: `${run}-*`, expand_wildcards: 'all' }, { ignore: [404] });
    await client.close();
  });

  describeSearchIndexContract('OpenSearch', async () =>
    createOpenSearchIndex({ url: url!, indexPrefix: `${run}-${++opened}`, replicas: 0 }),
  );
});
