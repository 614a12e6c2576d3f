import { serverFromEnv } from '@mohalla/infra/testing';
import { type RunningNode, type StartOptions, startScaled, startSingleNode } from './singleNode.js';

export interface Edition {
  name: string;
  start(options?: StartOptions): Promise<RunningNode>;
}

/**
 * The editions an HTTP suite runs against: the single-node edition always,
 * the scaled edition when a MongoDB-protocol server is there (MONGO_URL, as
 * `npm run infra:up` prints it; CI requires it).
 */
export function editions(): Edition[] {
  const mongo = serverFromEnv('mongo', 'MONGO_URL');
  const all: Edition[] = [{ name: 'single-node', start: startSingleNode }];
  if (mongo.url) all.push({ name: 'scaled', start: startScaled });
  return all;
}
