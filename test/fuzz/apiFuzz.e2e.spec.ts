import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { toolFromEnv } from '@mohalla/infra/testing';
import { describe, expect, it } from 'vitest';
import { singleNodeWith } from '../support/nodeSuite.js';

/**
 * schemathesis fuzzes the single node from its own /api/openapi.json: every
 * operation with valid and invalid inputs, as a signed-in resident. Nothing
 * may answer 5xx, every status must be one the description lists, and every
 * JSON answer must match its schema. Seeded and bounded, so a run is
 * repeatable and takes a minute or two here.
 */
const SEED = 20260521;
const EXAMPLES_PER_OPERATION = 30;
const schemathesis = toolFromEnv(
  'schemathesis',
  'SCHEMATHESIS_BIN',
  'CI installs it; locally: python3 -m venv /tmp/mohalla-st-venv && /tmp/mohalla-st-venv/bin/pip install schemathesis==4.32.5, then SCHEMATHESIS_BIN=/tmp/mohalla-st-venv/bin/schemathesis',
);

describe.skipIf(!schemathesis.url)('the API under schemathesis', () => {
  const suite = singleNodeWith(['Fuzz']);

  it('answers every generated request without a server error, with documented statuses and schemas', async () => {
    const args = [
      'run',
      `${suite.node.url}/api/openapi.json`,
      '--header',
      `Authorization: Bearer ${suite.people.Fuzz.token}`,
      '--checks',
      'not_a_server_error,status_code_conformance,response_schema_conformance',
      '--phases',
      'examples,coverage,fuzzing',
      '--max-examples',
      String(EXAMPLES_PER_OPERATION),
      '--seed',
      String(SEED),
      // Signing out would end the token's session and leave the rest of the run signed out.
      '--exclude-path',
      '/api/auth/logout',
      '--request-timeout',
      '20',
      '--no-color',
    ];
    const run = await promisify(execFile)(schemathesis.url!, args, {
      // Its replay store (.schemathesis/) goes beside the node's data, not into the repository.
      cwd: suite.node.dataDir,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 240_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code?: number | string; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 'failed',
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    // The report names each failing operation, what was sent (as curl) and what came back.
    if (run.code !== 0) console.error(run.output);
    expect(run.output).toMatch(/API Operations:\s+Selected: \d+/);
    expect(run.code, 'schemathesis found failures (its report is printed above)').toBe(0);
  }, 300_000);
});
