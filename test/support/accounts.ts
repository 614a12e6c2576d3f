import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request } from './http.js';
import { type RunningNode, repoRoot } from './singleNode.js';

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  token: string;
  /** Headers that authenticate as this account (a bearer token, as an API client sends). */
  auth: Record<string, string>;
}

/** Signs up a fresh resident through the API. */
export async function signUpResident(node: RunningNode, firstName = 'Asha'): Promise<TestAccount> {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.in`;
  const password = `pw-${randomUUID()}`;
  const res = await request(node.url, 'POST', '/api/auth/signup', {
    body: { firstName, lastName: 'Tester', email, mobile: '+91 98765 43210', password },
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, userId: res.body.user.id, token: res.body.token, auth: bearer(res.body.token) };
}

/** Grants a role with the real command-line tool, on the node's own event log. */
export async function grantRole(node: RunningNode, role: string, email: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'launcher/src/rolesCli.ts', 'grant', role, email],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        EVENT_STORE: 'sqlite',
        EVENT_STORE_PATH: join(node.dataDir, 'events.sqlite'),
        ...node.keyStoreEnv,
      },
    },
  );
}

/** A signed-in person granted `role` by the CLI after signing up. */
export async function signUpWithRole(
  node: RunningNode,
  role: string,
  firstName: string,
): Promise<TestAccount> {
  const account = await signUpResident(node, firstName);
  await grantRole(node, role, account.email);
  return account;
}

/** A signed-in admin: signed up, granted the role by the CLI. */
export const signUpAdmin = (node: RunningNode) => signUpWithRole(node, 'admin', 'Admin');

/** A signed-in moderator: signed up, granted the role by the CLI. */
export const signUpModerator = (node: RunningNode, firstName = 'Moderator') =>
  signUpWithRole(node, 'moderator', firstName);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
