import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { esdbConnectionStringProblem, toClientConnectionString } from './esdbConnectionString.js';

const tempDir = tempDirs();

describe('EventStoreDB connection strings', () => {
  it.each([
    'kurrentdb://127.0.0.1:2113?tls=false',
    'esdb://127.0.0.1:2113?tls=false',
    'kurrentdb+discover://admin:changeit@cluster.example:2113',
    'esdb+discover://cluster.example:2113?nodePreference=leader',
    'kurrentdb://a:2113,b:2113,c:2113?tls=true&tlsVerifyCert=false',
    'kurrent://127.0.0.1:2113?tls=false',
  ])('accepts %s', (value) => {
    expect(esdbConnectionStringProblem(value)).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:2113', /must start with kurrentdb:\/\/ or esdb:\/\//],
    ['esdb:/127.0.0.1:2113', /must start with/],
    ['kurrentdb://127.0.0.1:port', /port number/],
    ['kurrentdb://127.0.0.1:2113?tls=maybe', /true or false/],
    ['kurrentdb://127.0.0.1:2113?tlsCaFil=/etc/ca.crt', /unknown option "tlsCaFil"/],
    [
      'kurrentdb://127.0.0.1:2113?tls=true&tlsCAFile=/nonexistent/ca.crt',
      /tlsCAFile=\/nonexistent\/ca.crt.*does not exist/,
    ],
  ])('refuses %s', (value, problem) => {
    expect(esdbConnectionStringProblem(value)).toMatch(problem);
  });

  it('accepts a tlsCAFile that exists', () => {
    const dir = tempDir('esdb-ca-');
    const ca = join(dir, 'ca.crt');
    writeFileSync(ca, 'not checked here');
    expect(
      esdbConnectionStringProblem(`kurrentdb://db:2113?tls=true&tlsCAFile=${encodeURIComponent(ca)}`),
    ).toBeNull();
  });

  it('hands the client the deprecated esdb scheme under its new name, options untouched', () => {
    expect(toClientConnectionString('esdb://h:2113?tls=false')).toBe('kurrentdb://h:2113?tls=false');
    expect(toClientConnectionString('esdb+discover://h:2113')).toBe('kurrentdb+discover://h:2113');
    expect(toClientConnectionString('kurrentdb://h:2113')).toBe('kurrentdb://h:2113');
  });
});
