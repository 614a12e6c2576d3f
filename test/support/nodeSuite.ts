import { afterAll, beforeAll } from 'vitest';
import { signUpResident, type TestAccount } from './accounts.js';
import { type RunningNode, type StartOptions, startSingleNode } from './singleNode.js';

export interface NodeSuite<Name extends string> {
  readonly node: RunningNode;
  /** The residents signed up once the node started, by first name. */
  readonly people: Record<Name, TestAccount>;
}

/**
 * For a suite (a file or a describe block): the real single node, started
 * before its tests (beforeAll) with a resident signed up for each of `names`,
 * and stopped after them (afterAll). Read `node` and `people` inside tests.
 */
export function singleNodeWith<const Name extends string>(
  names: readonly Name[],
  options: StartOptions = {},
): NodeSuite<Name> {
  let node: RunningNode | undefined;
  let people: Record<Name, TestAccount> | undefined;
  beforeAll(async () => {
    const started = await startSingleNode(options);
    node = started;
    const accounts = await Promise.all(names.map((name) => signUpResident(started, name)));
    people = Object.fromEntries(names.map((name, i) => [name, accounts[i]])) as Record<Name, TestAccount>;
  });
  afterAll(async () => {
    await node?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The node is not started yet: read it inside a test');
    return value;
  };
  return {
    get node() {
      return started(node);
    },
    get people() {
      return started(people);
    },
  };
}
